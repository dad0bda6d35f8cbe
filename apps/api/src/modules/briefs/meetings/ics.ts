import { istanbulDateTimeInput, TIME_ZONE } from '@brifa/contracts';

/**
 * A meeting's calendar invitation (RFC 5545): times as Istanbul's wall clock with TZID=Europe/Istanbul and its
 * VTIMEZONE (a fixed +03:00 since 2016, no daylight saving), one UID per meeting so a cancellation replaces it.
 */
export type TCalendarEvent = {
  uid: string;
  method: 'REQUEST' | 'CANCEL';
  sequence: number;
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  url: string;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
};

function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

function escapeParam(value: string): string {
  return `"${value.replace(/"/g, "'")}"`;
}

/** Lines longer than 75 octets folded (a CRLF and a space), never inside a UTF-8 character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** 20261125T140000: the wall-clock time in Istanbul. */
function localStamp(at: Date): string {
  return `${istanbulDateTimeInput(at).replace(/[-:]/g, '')}00`;
}

/** 20261123T090000Z */
function utcStamp(at: Date): string {
  return `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

export function calendarInvitation(event: TCalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Brifa//Meetings//TR',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VTIMEZONE',
    `TZID:${TIME_ZONE}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0300',
    'TZOFFSETTO:+0300',
    'TZNAME:+03',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;TZID=${TIME_ZONE}:${localStamp(event.start)}`,
    `DTEND;TZID=${TIME_ZONE}:${localStamp(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL:${event.url}`,
    `ORGANIZER;CN=${escapeParam(event.organizer.name)}:mailto:${event.organizer.email}`,
    ...event.attendees.map(
      (a) => `ATTENDEE;CN=${escapeParam(a.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:${a.email}`,
    ),
    `STATUS:${event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
