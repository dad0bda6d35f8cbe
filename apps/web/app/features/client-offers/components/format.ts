import type { TLocale } from '@brifa/contracts';
import type { TTranslate } from '../../../lib/i18n.tsx';

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

/** A quote's kuruş amount, with kuruş only when there are any. */
export function formatKurus(kurus: number, currency: string, locale: TLocale): string {
  return new Intl.NumberFormat(NUMBER_LOCALE[locale], {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: kurus % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(kurus / 100);
}

/** A duration in minutes, at most two units: 45 dk, 2 sa 5 dk, 1 gün 3 sa. */
export function formatMinutes(minutes: number, t: TTranslate): string {
  if (minutes < 1) return t('clientOffers.duration.lessThanMinute');
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) {
    return hours > 0
      ? t('clientOffers.duration.daysHours', { days, hours })
      : t('clientOffers.duration.days', { days });
  }
  if (hours > 0) {
    return rest > 0
      ? t('clientOffers.duration.hoursMinutes', { hours, minutes: rest })
      : t('clientOffers.duration.hours', { hours });
  }
  return t('clientOffers.duration.minutes', { minutes: rest });
}
