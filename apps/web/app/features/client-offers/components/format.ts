import type { TTranslate } from '../../../lib/i18n.tsx';

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
