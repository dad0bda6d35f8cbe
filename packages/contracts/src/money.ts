import type { TLocale } from './locale.ts';

/** Money and number formats shared by the web app and the API's messages. Number formats of the page's language (en-GB: day-month order, 24-hour clock). */
export const NUMBER_LOCALE: Record<TLocale, string> = { tr: 'tr-TR', en: 'en-GB' };

const numberFormats = new Map<string, Intl.NumberFormat>();

/** One Intl.NumberFormat per language and options: making one costs far more than using it (a page formats hundreds). */
export function numberFormat(locale: TLocale, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALE[locale], options);
    numberFormats.set(key, format);
  }
  return format;
}

/** Whole lira as the reader writes it: ₺750.000 (tr), ₺750,000 (en). */
export function formatLira(amount: number, locale: TLocale): string {
  return numberFormat(locale, {
    style: 'currency',
    currency: 'TRY',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  }).format(amount);
}

/**
 * An amount in minor units (kuruş) with the narrow symbol (en-GB would otherwise write "TRY 1,250.50"):
 * kuruş only when there are any, unless `cents` asks for them always (ledger columns line up); `sign`
 * writes + for credits.
 */
export function formatKurus(
  kurus: number,
  locale: TLocale,
  options: { currency?: string; cents?: boolean; sign?: boolean } = {},
): string {
  return numberFormat(locale, {
    style: 'currency',
    currency: options.currency ?? 'TRY',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: options.cents || kurus % 100 !== 0 ? 2 : 0,
    maximumFractionDigits: 2,
    signDisplay: options.sign ? 'exceptZero' : 'auto',
  }).format(kurus / 100);
}

/** A plain number as the reader writes it: 1.250 and 4,5 (tr), 1,250 and 4.5 (en). */
export function formatNumber(
  value: number,
  locale: TLocale,
  options: { minimumFractionDigits?: number; maximumFractionDigits?: number } = {},
): string {
  return numberFormat(locale, options).format(value);
}

/**
 * A rating out of 5 with one decimal, the same everywhere on a page: 4,5 (tr), 4.5 (en). Issue 16: the
 * profile showed "5,0" beside "5.0" when some places used toFixed.
 */
export function formatRating(value: number, locale: TLocale): string {
  return formatNumber(value, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
