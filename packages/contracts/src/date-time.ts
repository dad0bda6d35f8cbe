import type { TLocale } from './locale.ts';
import { NUMBER_LOCALE } from './money.ts';

/**
 * Dates and times as the reader sees them: always in Türkiye's time zone, on the server render and in any browser
 * alike (issue 16: the wallet, the chat and the brief showed one moment three hours apart in one browser), written
 * per language (tr-TR, en-GB: day-month order, 24-hour clock). The web app and the API's texts use only these.
 */
export const TIME_ZONE = 'Europe/Istanbul';

export type TDateValue = string | number | Date;

/** A calendar date without a time ("2026-12-01": a start date) names that day everywhere; it is not a moment. */
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

const formats = new Map<string, Intl.DateTimeFormat>();

function format(locale: TLocale, value: TDateValue, options: Intl.DateTimeFormatOptions): string {
  const calendarDate = typeof value === 'string' && CALENDAR_DATE.test(value);
  const timeZone = calendarDate ? 'UTC' : TIME_ZONE;
  const cacheKey = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let formatter = formats.get(cacheKey);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(NUMBER_LOCALE[locale], { ...options, timeZone });
    formats.set(cacheKey, formatter);
  }
  return formatter.format(calendarDate ? new Date(`${value}T00:00:00Z`) : new Date(value));
}

/** "26 Kasım 2026" / "26 November 2026"; `month: 'short'` gives "26 Kas 2026" / "26 Nov 2026". */
export function formatDate(
  value: TDateValue,
  locale: TLocale,
  options: { month?: 'long' | 'short' } = {},
): string {
  return format(locale, value, { day: 'numeric', month: options.month ?? 'long', year: 'numeric' });
}

/** "14:05" in Istanbul, 24-hour in both languages. */
export function formatTime(value: TDateValue, locale: TLocale): string {
  return format(locale, value, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}

/**
 * "26 Kasım 2026 14:05" / "26 November 2026 14:05": the date and the time joined by a space (not the locale's
 * joiner, which differs between ICU versions and would make the server's text differ from the browser's).
 */
export function formatDateTime(
  value: TDateValue,
  locale: TLocale,
  options: { month?: 'long' | 'short' } = {},
): string {
  return `${formatDate(value, locale, options)} ${formatTime(value, locale)}`;
}

/** "26 Kas" / "26 Nov": a day on a chart's axis, where the year is the window's. */
export function formatDayMonth(value: TDateValue, locale: TLocale): string {
  return format(locale, value, { day: 'numeric', month: 'short' });
}

/** "Kasım 2026" / "November 2026". */
export function formatMonthYear(value: TDateValue, locale: TLocale): string {
  return format(locale, value, { month: 'long', year: 'numeric' });
}

/** Istanbul's offset from UTC at an instant, in ms (+3 h since 2016; read from the zone data, not assumed). */
function istanbulOffsetMs(at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant an Istanbul calendar day (YYYY-MM-DD) starts. */
export function istanbulDayStart(day: string): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  return new Date(utcMidnight.getTime() - istanbulOffsetMs(utcMidnight));
}

/** The Istanbul calendar day of a moment as YYYY-MM-DD (what "today" is for the reader, whatever the machine's zone). */
export function calendarDay(value: TDateValue): string {
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) return value;
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: TIME_ZONE,
  }).format(new Date(value));
}

/** A message's time: "14:05" on the reader's today (in Istanbul), "24 Kas 14:05" / "24 Nov 14:05" on another day. */
export function formatMessageTime(value: TDateValue, locale: TLocale, now: TDateValue = new Date()): string {
  const time = formatTime(value, locale);
  if (calendarDay(value) === calendarDay(now)) return time;
  return `${format(locale, value, { day: 'numeric', month: 'short' })} ${time}`;
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A moment as Istanbul's wall clock, "2026-11-25T14:00" (a datetime-local input's value; meetings' times). */
export function istanbulDateTimeInput(value: TDateValue): string {
  const at = new Date(value);
  const local = new Date(at.getTime() + istanbulOffsetMs(at));
  return local.toISOString().slice(0, 16);
}

/** The moment of an Istanbul wall-clock time "YYYY-MM-DDTHH:mm" (what a datetime-local input gives); null if malformed. */
export function fromIstanbulDateTimeInput(value: string): Date | null {
  const parts = LOCAL_DATE_TIME.exec(value);
  if (!parts) return null;
  const asUtc = new Date(`${value}:00Z`);
  if (Number.isNaN(asUtc.getTime())) return null;
  return new Date(asUtc.getTime() - istanbulOffsetMs(asUtc));
}
