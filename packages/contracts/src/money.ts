import type { TLocale } from './locale.ts';

/** Money and number formats shared by the web app and the API's messages. Number formats of the page's language (en-GB: day-month order, 24-hour clock). */
export const NUMBER_LOCALE: Record<TLocale, string> = { tr: 'tr-TR', en: 'en-GB' };

/** Whole lira as the reader writes it: ₺750.000 (tr), ₺750,000 (en). */
export function formatLira(amount: number, locale: TLocale): string {
  return new Intl.NumberFormat(NUMBER_LOCALE[locale], {
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
  return new Intl.NumberFormat(NUMBER_LOCALE[locale], {
    style: 'currency',
    currency: options.currency ?? 'TRY',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: options.cents || kurus % 100 !== 0 ? 2 : 0,
    maximumFractionDigits: 2,
    signDisplay: options.sign ? 'exceptZero' : 'auto',
  }).format(kurus / 100);
}
