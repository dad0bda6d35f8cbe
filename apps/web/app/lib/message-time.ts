import type { TLocale } from '@brifa/contracts';
import { NUMBER_LOCALE } from './money.ts';

/** "14:05" today, "24 Kas 14:05" on another day (24-hour clock in both languages). */
export function messageTime(iso: string, locale: TLocale, now = new Date()): string {
  const date = new Date(iso);
  const sameDay = date.toDateString() === now.toDateString();
  return new Intl.DateTimeFormat(NUMBER_LOCALE[locale], {
    ...(sameDay ? {} : { day: 'numeric', month: 'short' }),
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(date);
}

export function fileSize(bytes: number, locale: TLocale): string {
  const format = (n: number) =>
    new Intl.NumberFormat(NUMBER_LOCALE[locale], { maximumFractionDigits: 1 }).format(n);
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${format(bytes / 1024)} KB`;
  return `${format(bytes / 1024 / 1024)} MB`;
}
