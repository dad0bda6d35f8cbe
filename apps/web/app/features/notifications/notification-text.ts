import { formatKurus, type TLocale, type TNotification } from '@brifa/contracts';
import type { TTranslate } from '../../lib/i18n.tsx';

/** The notification's sentence in the reader's language, from its kind and named values. */
export function notificationText(notification: TNotification, t: TTranslate, locale: TLocale): string {
  const p = notification.Params;
  const values = {
    agency: p.AgencyName ?? '',
    client: p.ClientName ?? '',
    project: p.OfferTitle ?? p.ClientName ?? '',
    preview: p.Preview ?? '',
    amount: formatKurus(p.AmountKurus ?? 0, locale),
    rating: p.Rating ?? '',
    days: p.Days ?? '',
  };
  switch (notification.Kind) {
    case 'new_match':
      return t('notifications.kind.new_match', values);
    case 'new_quote':
      return t('notifications.kind.new_quote', values);
    case 'new_message':
      return p.AgencyName
        ? t('notifications.kind.new_message_from_agency', values)
        : t('notifications.kind.new_message_from_client', values);
    case 'project_stopped':
      return t('notifications.kind.project_stopped', values);
    case 'project_closed':
      return t('notifications.kind.project_closed', values);
    case 'project_agreed':
      return p.AgencyName
        ? t('notifications.kind.project_agreed_with', values)
        : t('notifications.kind.project_agreed', values);
    case 'access_paid':
      return t('notifications.kind.access_paid', values);
    case 'refund_granted':
      return t('notifications.kind.refund_granted', values);
    case 'review_received':
      return t('notifications.kind.review_received', values);
    case 'payment_result':
      return p.Succeeded
        ? t('notifications.kind.payment_succeeded', values)
        : t('notifications.kind.payment_failed', values);
    case 'subscription_expiring':
      return t('notifications.kind.subscription_expiring', values);
  }
}
