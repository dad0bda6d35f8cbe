import type { TLocale } from '@brifa/contracts';
import { formatNumber } from '../../lib/money.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A duration as the console shows ages and SLAs: "2 g 3 sa" / "2 d 3 h", "45 dk" / "45 min". */
export function formatAge(ms: number, locale: TLocale): string {
  const abs = Math.max(0, Math.abs(ms));
  const unit = locale === 'tr' ? { d: 'g', h: 'sa', m: 'dk' } : ({ d: 'd', h: 'h', m: 'min' } as const);
  const n = (value: number) => formatNumber(value, locale);
  if (abs >= DAY) {
    const days = Math.floor(abs / DAY);
    const hours = Math.floor((abs % DAY) / HOUR);
    return hours > 0 ? `${n(days)} ${unit.d} ${n(hours)} ${unit.h}` : `${n(days)} ${unit.d}`;
  }
  if (abs >= HOUR) {
    const hours = Math.floor(abs / HOUR);
    const minutes = Math.floor((abs % HOUR) / MINUTE);
    return minutes > 0 ? `${n(hours)} ${unit.h} ${n(minutes)} ${unit.m}` : `${n(hours)} ${unit.h}`;
  }
  return `${n(Math.max(1, Math.floor(abs / MINUTE)))} ${unit.m}`;
}
