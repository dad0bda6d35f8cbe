import { calendarDay, foldBriefText } from '@brifa/contracts';

/**
 * Reading what a client typed into the assistant's chat instead of choosing: option names, amounts, dates and
 * yes/no, in Turkish or English. Pure functions; an answer that cannot be read is null, never a guess.
 */

export type TNamed = { key: string; names: readonly string[] };

const fold = (text: string) => foldBriefText(text).replace(/\s+/g, ' ').trim();

/** The option whose name the text is, or names as a whole word (the longest such name wins). */
export function matchOption(text: string, options: readonly TNamed[]): string | null {
  const typed = fold(text);
  if (!typed) return null;
  for (const option of options) {
    if (option.key.toLowerCase() === typed || option.names.some((name) => fold(name) === typed)) {
      return option.key;
    }
  }
  let best: { key: string; length: number } | null = null;
  for (const option of options) {
    for (const name of option.names) {
      const folded = fold(name);
      if (folded.length < 3) continue;
      const inText = new RegExp(`(^|[^a-z0-9])${escapeRegExp(folded)}($|[^a-z0-9])`).test(typed);
      const textInName = typed.length >= 3 && folded.includes(typed);
      if ((inText || textInName) && (!best || folded.length > best.length)) {
        best = { key: option.key, length: folded.length };
      }
    }
  }
  return best?.key ?? null;
}

/** Several options named in one answer, separated by commas, "and" or "ve". */
export function matchOptions(text: string, options: readonly TNamed[]): string[] {
  const parts = text.split(/,|;|\/|\bve\b|\band\b|\n/i);
  const keys = parts.map((part) => matchOption(part, options)).filter((key): key is string => key !== null);
  return [...new Set(keys)];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const MULTIPLIERS: [RegExp, number][] = [
  [/^(?:milyon|mn|m|million)\b/, 1_000_000],
  [/^(?:bin|k|thousand)\b/, 1_000],
];

/**
 * A budget in whole lira from "50.000 TL", "50,000", "75 bin", "1,5 milyon" or "40-60k" (a range gives its upper
 * end: what the client is ready to spend at most). Null when no amount is written.
 */
export function readBudget(text: string): string | null {
  const folded = fold(text);
  const numbers = [...folded.matchAll(/(\d[\d.,' ]*\d|\d)\s*([a-z]+)?/g)];
  if (numbers.length === 0) return null;
  // A multiplier written once after a range ("40-60 bin") applies to both ends.
  const lastUnit = numbers[numbers.length - 1]?.[2] ?? '';
  let best = 0;
  for (const match of numbers) {
    const unit = match[2] ?? lastUnit;
    const multiplier = MULTIPLIERS.find(([pattern]) => pattern.test(unit))?.[1] ?? 1;
    const value = parseAmount(match[1]!, multiplier > 1);
    if (value !== null) best = Math.max(best, Math.round(value * multiplier));
  }
  return best > 0 && best < 1e12 ? String(best) : null;
}

/** "50.000" and "50,000" are thousands; "1,5" and "1.5" before a multiplier are decimals. */
function parseAmount(raw: string, beforeMultiplier: boolean): number | null {
  const compact = raw.replace(/[\s']/g, '');
  if (beforeMultiplier && /^\d+[.,]\d{1,2}$/.test(compact)) return Number(compact.replace(',', '.'));
  if (/^\d{1,3}(?:[.,]\d{3})+$/.test(compact)) return Number(compact.replace(/[.,]/g, ''));
  if (/^\d+$/.test(compact)) return Number(compact);
  if (/^\d+[.,]\d{1,2}$/.test(compact)) return Math.floor(Number(compact.replace(',', '.')));
  return null;
}

/** A day from "2027-03-15", "15.03.2027" or "15/3/2027"; null when it is not a real calendar day. */
export function readDate(text: string): string | null {
  const typed = text.trim();
  const iso = typed.match(/^(\d{4})-(\d{1,2})-(\d{1,2})$/);
  const local = typed.match(/^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : local
      ? [local[3], local[2], local[1]]
      : [undefined, undefined, undefined];
  if (!year || !month || !day) return null;
  const value = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}

/** Today in Istanbul, the day a start date may not be before. */
export function istanbulToday(now: Date): string {
  return calendarDay(now);
}

const YES = /^(?:evet|e|olur|tabii|tabi|yes|y|yep|sure|of course|dogru|benim)\b/;
const NO = /^(?:hayir|h|yok|degil|no|n|nope|not)\b/;

/** Yes or no in either language; null when neither. */
export function readYesNo(text: string): boolean | null {
  const typed = fold(text);
  if (YES.test(typed)) return true;
  if (NO.test(typed)) return false;
  return null;
}
