import type { AddressInfo } from 'node:net';
import { noticeLine, type TLocale, type TNotification } from '@brifa/contracts';
import { and, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../../test/accounts.ts';
import { conversationParties, grantTestAccess } from '../../../../test/conversations.ts';
import { buildTestApp, type TTestApp } from '../../../../test/helpers.ts';
import { JOBS } from '../../../jobs/scheduler.ts';
import { depsOf } from '../../../platform/deps.ts';
import { users } from '../../identity/users/users.table.ts';
import { outboxMessages } from '../../outbox/outbox.table.ts';
import { providerMatchFeedbacks } from '../opportunities/opportunities.table.ts';
import { calendarInvitation } from './ics.ts';

type TMail = { to: string[]; raw: string };
const mails: TMail[] = [];
let smtp: SMTPServer;
let t: TTestApp;
let p: Awaited<ReturnType<typeof conversationParties>>;

// TEST_NOW is 2026-11-23 09:00 UTC, 12:00 in Istanbul.
const SLOT_A = '2026-11-25T11:00:00.000Z'; // 25 Nov 14:00 Istanbul
const SLOT_B = '2026-11-26T07:30:00.000Z'; // 26 Nov 10:30 Istanbul
const SLOT_C = '2026-11-27T12:00:00.000Z';

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const propose = (token: string, matchId: number, Slots: string[], Note = '') =>
  call('POST', `MatchedProvider/${matchId}/Meeting`, token, { Slots, Note });

async function mailsTo(to: string, template: string) {
  return t.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.to, to), eq(outboxMessages.template, template)));
}

/** The caller's notifications of one kind, with the line the web's list shows for them in `locale`. */
async function notices(token: string, kind: string, locale: TLocale = 'tr') {
  const items = (await call('GET', 'Notification', token)).json().Data.Items as TNotification[];
  return items
    .filter((item) => item.Kind === kind)
    .map((item) => ({ ...item, Text: noticeLine(item.Kind, item.Params, locale) }));
}

async function emailOf(userId: number) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
  return row!;
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  t = await buildTestApp({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      MAIL_FROM: 'Brifa <no-reply@brifa.test>',
      PUBLIC_URL: 'https://brifa.test',
    },
  });
  p = await conversationParties(t.app, t.database.db, t.clock.now());
  // The agency's user reads English; the client Turkish (the default).
  await t.database.db.update(users).set({ language: 'en' }).where(eq(users.id, p.agency.userId));
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('the calendar invitation', () => {
  it('writes the times as Istanbul wall-clock time (+03:00, no daylight saving) with its VTIMEZONE', () => {
    const ics = calendarInvitation({
      uid: 'meeting-7@brifa.test',
      method: 'REQUEST',
      sequence: 0,
      stamp: new Date('2026-11-23T09:00:00Z'),
      start: new Date('2026-11-25T11:00:00Z'),
      end: new Date('2026-11-25T12:00:00Z'),
      summary: 'Brifa meeting: Web design · Acme, Ayşe Yılmaz',
      description: 'Meeting with Acme; details: https://brifa.test/x',
      url: 'https://brifa.test/x',
      organizer: { name: 'Ayşe Yılmaz', email: 'ayse@example.com' },
      attendees: [{ name: 'Can Ajans', email: 'can@agency.test' }],
    });
    expect(ics).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Brifa//Meetings//TR',
        'CALSCALE:GREGORIAN',
        'METHOD:REQUEST',
        'BEGIN:VTIMEZONE',
        'TZID:Europe/Istanbul',
        'BEGIN:STANDARD',
        'DTSTART:19700101T000000',
        'TZOFFSETFROM:+0300',
        'TZOFFSETTO:+0300',
        'TZNAME:+03',
        'END:STANDARD',
        'END:VTIMEZONE',
        'BEGIN:VEVENT',
        'UID:meeting-7@brifa.test',
        'SEQUENCE:0',
        'DTSTAMP:20261123T090000Z',
        'DTSTART;TZID=Europe/Istanbul:20261125T140000',
        'DTEND;TZID=Europe/Istanbul:20261125T150000',
        'SUMMARY:Brifa meeting: Web design · Acme\\, Ayşe Yılmaz',
        'DESCRIPTION:Meeting with Acme\\; details: https://brifa.test/x',
        'URL:https://brifa.test/x',
        'ORGANIZER;CN="Ayşe Yılmaz":mailto:ayse@example.com',
        'ATTENDEE;CN="Can Ajans";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:can@a',
        ' gency.test',
        'STATUS:CONFIRMED',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
  });
});

describe('the calendar invitation in summer', () => {
  it('keeps +03:00 in July too: Türkiye has no daylight saving time since 2016', () => {
    const ics = calendarInvitation({
      uid: 'meeting-8@brifa.test',
      method: 'CANCEL',
      sequence: 1,
      stamp: new Date('2027-07-01T09:00:00Z'),
      start: new Date('2027-07-15T11:00:00Z'),
      end: new Date('2027-07-15T12:00:00Z'),
      summary: 'x',
      description: 'y',
      url: 'https://brifa.test/x',
      organizer: { name: 'A', email: 'a@example.com' },
      attendees: [],
    });
    expect(ics).toContain('\r\nDTSTART;TZID=Europe/Istanbul:20270715T140000\r\n');
    expect(ics).toContain('\r\nDTEND;TZID=Europe/Istanbul:20270715T150000\r\n');
    expect(ics).toContain('\r\nMETHOD:CANCEL\r\n');
    expect(ics).toContain('\r\nSTATUS:CANCELLED\r\n');
  });
});

describe('meetings of a match', () => {
  it('refuses a proposal before the agency has access, from either side', async () => {
    const agency = await propose(p.agency.token, p.match.id, [SLOT_A]);
    expect(agency.statusCode).toBe(403);
    expect(agency.json().ErrorCode).toBe('MEETING_NEEDS_ACCESS');
    const client = await propose(p.client.token, p.match.id, [SLOT_A]);
    expect(client.statusCode).toBe(403);
    await grantTestAccess(t.database.db, p.match.id, t.clock.now());
  });

  it('tells anyone but the two parties that there is no such meeting', async () => {
    for (const token of [p.outsiderAgency.token, p.outsiderClient.token]) {
      expect((await propose(token, p.match.id, [SLOT_A])).statusCode).toBe(404);
      const list = await call('GET', `MatchedProvider/${p.match.id}/Meeting`, token);
      expect(list.statusCode).toBe(404);
      expect(list.json().ErrorCode).toBe('MEETING_NOT_FOUND');
    }
  });

  it('refuses past times, more than three times and repeated times', async () => {
    const past = await propose(p.client.token, p.match.id, [SLOT_A, '2026-11-23T08:59:00.000Z']);
    expect(past.statusCode).toBe(400);
    expect(past.json().ErrorCode).toBe('MEETING_SLOT_PAST');
    const four = await propose(p.client.token, p.match.id, [SLOT_A, SLOT_B, SLOT_C, '2026-11-28T10:00:00Z']);
    expect(four.statusCode).toBe(400);
    const repeated = await propose(p.client.token, p.match.id, [SLOT_A, '2026-11-25T14:00:00+03:00']);
    expect(repeated.json().ErrorCode).toBe('MEETING_SLOTS_INVALID');
  });

  let meetingId: number;
  it('lets the agency propose three times, seen by the client and every team user', async () => {
    const res = await propose(p.member.token, p.match.id, [SLOT_C, SLOT_A, SLOT_B], 'Tanışma');
    expect(res.statusCode).toBe(200);
    const meeting = res.json().Data;
    meetingId = meeting.Id;
    expect(meeting).toMatchObject({
      Status: 'proposed',
      ProposedBy: 'provider',
      IsMine: true,
      Slots: [SLOT_A, SLOT_B, SLOT_C],
      CanAccept: false,
    });
    const seen = (await call('GET', `MatchedProvider/${p.match.id}/Meeting`, p.client.token)).json().Data;
    expect(seen.Items[0]).toMatchObject({ Id: meetingId, IsMine: false, CanAccept: true, Note: 'Tanışma' });
    const again = await propose(p.client.token, p.match.id, [SLOT_B]);
    expect(again.json().ErrorCode).toBe('MEETING_ALREADY_OPEN');
    // The client hears of it in the app and by e-mail; the proposing side is not told its own proposal.
    const [notice] = await notices(p.client.token, 'meeting_proposed');
    expect(notice!.Text).toMatch(/görüşme saatleri önerdi/);
    expect(notice!.Link).toBe(`/client/projects/${p.offer.OfferKey}/connection`);
    const client = await emailOf(p.client.userId);
    expect(await mailsTo(client.email, 'notice:meeting_proposed')).toHaveLength(1);
    expect(await notices(p.member.token, 'meeting_proposed')).toHaveLength(0);
  });

  it('does not let the proposing side accept, nor at a time it did not offer', async () => {
    const own = await call('PUT', `Meeting/${meetingId}/accept`, p.agency.token, { Slot: SLOT_A });
    expect(own.json().ErrorCode).toBe('MEETING_OWN_PROPOSAL');
    const other = await call('PUT', `Meeting/${meetingId}/accept`, p.client.token, {
      Slot: SLOT_C.replace('12', '13'),
    });
    expect(other.json().ErrorCode).toBe('MEETING_SLOT_NOT_OFFERED');
    const outsider = await call('PUT', `Meeting/${meetingId}/accept`, p.outsiderClient.token, {
      Slot: SLOT_A,
    });
    expect(outsider.statusCode).toBe(404);
  });

  it('sets the meeting when the client accepts a time; both get the invitation in their language', async () => {
    const res = await call('PUT', `Meeting/${meetingId}/accept`, p.client.token, { Slot: SLOT_A });
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toMatchObject({
      Status: 'set',
      StartsAt: SLOT_A,
      EndsAt: '2026-11-25T12:00:00.000Z',
      CanCancel: true,
    });
    const client = await emailOf(p.client.userId);
    const member = await emailOf(p.member.userId);
    const [toClient] = await mailsTo(client.email, 'meetingSet');
    const [toAgency] = await mailsTo(member.email, 'meetingSet');
    expect(toClient!.subject).toMatch(/^Görüşme planlandı: /);
    expect(toClient!.text).toContain('25 Kasım 2026 14:00 (Türkiye saati)');
    // The member proposed it: the agency's person in the meeting (its language is Turkish by default).
    expect(toAgency!.text).toContain('25 Kasım 2026 14:00');
    const ics = toClient!.payload!.attachments![0]!;
    expect(ics.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    const lines = ics.content.replace(/\r\n /g, '').split('\r\n');
    expect(lines).toContain(`UID:meeting-${meetingId}@brifa.test`);
    expect(lines).toContain('DTSTART;TZID=Europe/Istanbul:20261125T140000');
    expect(lines).toContain('DTEND;TZID=Europe/Istanbul:20261125T150000');
    expect(lines).toContain('TZOFFSETTO:+0300');
    expect(lines.find((l) => l.startsWith('SUMMARY:'))).toMatch(/^SUMMARY:Brifa görüşmesi: .+ · /);
    expect(lines).toContain(`ORGANIZER;CN="${member.name} ${member.surname}":mailto:${member.email}`);
    expect(lines.find((l) => l.startsWith('ATTENDEE'))).toContain(`mailto:${client.email}`);
    // The same meeting, the same UID in both invitations.
    expect(toAgency!.payload!.attachments![0]!.content).toContain(`UID:meeting-${meetingId}@brifa.test`);

    // Through the real SMTP adapter the invitation is a MIME attachment of type text/calendar; method=REQUEST.
    await t.app.outboxWorker!.drain();
    // (The client's other mail is the proposal's notice.)
    const mail = mails.find((m) => m.to.includes(client.email) && m.raw.includes('brifa-meeting.ics'))!;
    expect(mail.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/);
    expect(mail.raw).toMatch(/Content-Disposition: attachment; filename=brifa-meeting\.ics/);

    // The proposing agency's team sees it in the app (in the agency user's English, Istanbul time); the
    // e-mail is the invitation above, not a second notice e-mail.
    const [set] = await notices(p.agency.token, 'meeting_set', 'en');
    expect(set!.Text).toContain('is on 25 November 2026 14:00');
    expect(await mailsTo(member.email, 'notice:meeting_set')).toHaveLength(0);
    expect(await notices(p.client.token, 'meeting_set')).toHaveLength(0);
  });

  it("records 'meeting set' as the agency's feedback on the match", async () => {
    const [feedback] = await t.database.db
      .select()
      .from(providerMatchFeedbacks)
      .where(eq(providerMatchFeedbacks.matchedProviderId, p.match.id));
    expect(feedback).toMatchObject({ sentiment: 'positive', code: 'meeting_set' });
    const again = await call('PUT', `Meeting/${meetingId}/accept`, p.client.token, { Slot: SLOT_B });
    expect(again.json().ErrorCode).toBe('MEETING_NOT_OPEN');
  });

  it('reminds both sides once, an hour before, then counts the meeting done', async () => {
    const run = () => JOBS.meetings.run(depsOf(t.app));
    t.clock.set(new Date('2026-11-25T09:59:00Z')); // 61 minutes before
    expect(await run()).toEqual({ reminded: 0, done: 0 });
    t.clock.set(new Date('2026-11-25T10:00:00Z')); // an hour before
    expect(await run()).toEqual({ reminded: 1, done: 0 });
    t.clock.set(new Date('2026-11-25T10:05:00Z'));
    expect(await run()).toEqual({ reminded: 0, done: 0 });
    const client = await emailOf(p.client.userId);
    const member = await emailOf(p.member.userId);
    const reminders = [
      ...(await mailsTo(client.email, 'meetingReminder')),
      ...(await mailsTo(member.email, 'meetingReminder')),
    ];
    expect(reminders).toHaveLength(2);
    expect(reminders[0]!.subject).toMatch(/ 14:00 saatinde$/);

    t.clock.set(new Date('2026-11-25T12:00:00Z')); // the hour is over
    expect(await run()).toEqual({ reminded: 0, done: 1 });
    const [feedback] = await t.database.db
      .select()
      .from(providerMatchFeedbacks)
      .where(eq(providerMatchFeedbacks.matchedProviderId, p.match.id));
    expect(feedback?.code).toBe('meeting_done');
    const list = (await call('GET', `MatchedProvider/${p.match.id}/Meeting`, p.client.token)).json().Data;
    expect(list.Items[0]).toMatchObject({ Status: 'set', CanCancel: false });
  });

  it('lets either side cancel a set meeting; the other side is told with a calendar cancellation', async () => {
    // The clock stays after the first meeting (25 Nov 15:00 Istanbul): a new proposal is allowed.
    const proposed = (await propose(p.client.token, p.match.id, [SLOT_B])).json().Data;
    expect(proposed.ProposedBy).toBe('client');
    await call('PUT', `Meeting/${proposed.Id}/accept`, p.agency.token, { Slot: SLOT_B });
    const res = await call('PUT', `Meeting/${proposed.Id}/cancel`, p.client.token);
    expect(res.json().Data.Status).toBe('cancelled');
    const agency = await emailOf(p.agency.userId);
    const [toAgency] = await mailsTo(agency.email, 'meetingCancelled');
    // The agency user reads English.
    expect(toAgency!.subject).toMatch(/^Meeting cancelled: /);
    expect(toAgency!.text).toContain('26 November 2026 10:30 (Türkiye time)');
    expect(toAgency!.payload!.attachments![0]!.content).toContain('METHOD:CANCEL');
    const client = await emailOf(p.client.userId);
    expect(await mailsTo(client.email, 'meetingCancelled')).toHaveLength(0);
    const again = await call('PUT', `Meeting/${proposed.Id}/cancel`, p.agency.token);
    expect(again.json().ErrorCode).toBe('MEETING_NOT_OPEN');
  });
});
