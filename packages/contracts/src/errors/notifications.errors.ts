import type { TErrorDefinition } from './error-definition.ts';

/** Codes the notifications module raises (notifications, unsubscribe links, chat channels; issue 7). Merged into ERRORS (errors.ts). */
export const NOTIFICATIONS_ERRORS = {
  NOTIFICATION_NOT_FOUND: {
    status: 404,
    message: { tr: 'Bildirim bulunamadı.', en: 'The notification was not found.' },
    raisedWhen: 'a user marks a notification that is not theirs',
  },
  UNSUBSCRIBE_LINK_INVALID: {
    status: 404,
    message: { tr: 'Bu abonelikten çıkma bağlantısı geçersiz.', en: 'This unsubscribe link is invalid.' },
    raisedWhen: 'an e-mail unsubscribe link’s token is unknown',
  },
  CHANNEL_NOT_FOUND: {
    status: 404,
    message: { tr: 'Bildirim kanalı bulunamadı.', en: 'The notification channel was not found.' },
    raisedWhen: 'an agency changes, tests or deletes a chat channel that is not theirs',
  },
  CHANNEL_URL_INVALID: {
    status: 400,
    message: {
      tr: 'Bu adres seçilen platformun webhook adresi değil. Platformun verdiği webhook adresini yapıştırın.',
      en: 'This is not a webhook address of the chosen platform. Paste the webhook address the platform gave you.',
    },
    raisedWhen: 'a chat channel’s webhook address does not belong to the chosen platform',
    fields: ['Url'],
  },
  CHANNEL_LIMIT_REACHED: {
    status: 409,
    message: {
      tr: 'En fazla {channelsPerAgency} bildirim kanalı ekleyebilirsiniz.',
      en: 'You can add at most {channelsPerAgency} notification channels.',
    },
    raisedWhen: 'an agency adds a chat channel over the per-agency limit',
  },
} as const satisfies Record<string, TErrorDefinition>;
