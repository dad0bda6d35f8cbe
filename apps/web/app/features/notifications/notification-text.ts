import { noticeLine, type TLocale, type TNotification } from '@brifa/contracts';
import type { TTranslate } from '../../lib/i18n.tsx';

/**
 * The notification's sentence in the reader's language, from its kind and named values: the same bilingual
 * notice texts the API's e-mails and WhatsApp messages use (contracts messages/notices.ts).
 */
export function notificationText(notification: TNotification, _t: TTranslate, locale: TLocale): string {
  return noticeLine(notification.Kind, notification.Params, locale);
}
