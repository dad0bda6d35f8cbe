import type { TLocale } from '@brifa/contracts';

const NUMBER_LOCALE: Record<TLocale, string> = { tr: 'tr-TR', en: 'en-GB' };

/** Whole lira as the reader writes it: ₺750.000 (tr), ₺750,000 (en). */
export function formatLira(amount: number, locale: TLocale): string {
  return new Intl.NumberFormat(NUMBER_LOCALE[locale], {
    style: 'currency',
    currency: 'TRY',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  }).format(amount);
}

/** An amount in minor units (kuruş), with the kuruş only when there are any. */
export function formatKurus(kurus: number, locale: TLocale, currency = 'TRY'): string {
  return new Intl.NumberFormat(NUMBER_LOCALE[locale], {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: kurus % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(kurus / 100);
}
