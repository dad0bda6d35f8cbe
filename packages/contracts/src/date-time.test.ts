import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  calendarDay,
  formatDate,
  formatDateTime,
  formatMessageTime,
  formatMonthYear,
  formatTime,
  fromIstanbulDateTimeInput,
  istanbulDateTimeInput,
} from './date-time.ts';

// 21:30 UTC is 00:30 the next day in Istanbul (UTC+3) and 16:30 the same day in New York.
const lateEvening = '2026-11-26T21:30:00Z';

describe('dates and times in Istanbul, per language (issue 16: the wallet was three hours off the chat)', () => {
  beforeAll(() => {
    vi.stubEnv('TZ', 'America/New_York');
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it("writes a moment in Istanbul's time whatever the machine's zone", () => {
    expect(new Date(lateEvening).getHours()).toBe(16);
    expect(formatDateTime(lateEvening, 'tr')).toBe('27 Kasım 2026 00:30');
    expect(formatDateTime(lateEvening, 'en')).toBe('27 November 2026 00:30');
    expect(formatDateTime(new Date(lateEvening), 'en', { month: 'short' })).toBe('27 Nov 2026 00:30');
    expect(formatTime(Date.parse(lateEvening), 'tr')).toBe('00:30');
    expect(formatDate(lateEvening, 'tr', { month: 'short' })).toBe('27 Kas 2026');
  });

  it('keeps a calendar date on its day', () => {
    expect(formatDate('2026-12-01', 'tr')).toBe('1 Aralık 2026');
    expect(formatDate('2026-12-01', 'en')).toBe('1 December 2026');
    expect(formatMonthYear('2026-12-01', 'en')).toBe('December 2026');
    expect(calendarDay('2026-12-01')).toBe('2026-12-01');
    expect(calendarDay(lateEvening)).toBe('2026-11-27');
  });

  it("shows a chat message's time alone on the reader's Istanbul today, with the day otherwise", () => {
    expect(formatMessageTime(lateEvening, 'tr', '2026-11-27T08:00:00Z')).toBe('00:30');
    expect(formatMessageTime(lateEvening, 'tr', '2026-11-26T20:00:00Z')).toBe('27 Kas 00:30');
    expect(formatMessageTime(lateEvening, 'en', '2026-11-28T08:00:00Z')).toBe('27 Nov 00:30');
  });
});

describe('Istanbul date-time inputs', () => {
  it('shows a moment as Istanbul wall-clock time and reads it back, summer and winter alike', () => {
    expect(istanbulDateTimeInput('2026-11-25T11:00:00Z')).toBe('2026-11-25T14:00');
    expect(istanbulDateTimeInput('2027-07-15T21:30:00Z')).toBe('2027-07-16T00:30');
    expect(fromIstanbulDateTimeInput('2026-11-25T14:00')?.toISOString()).toBe('2026-11-25T11:00:00.000Z');
    expect(fromIstanbulDateTimeInput('2027-07-16T00:30')?.toISOString()).toBe('2027-07-15T21:30:00.000Z');
    expect(fromIstanbulDateTimeInput('25.11.2026 14:00')).toBeNull();
  });
});
