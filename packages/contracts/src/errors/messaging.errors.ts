import type { TLocalizedText } from '../messages.ts';

/** Error codes of messaging, notifications and chat channels (issue 7), merged into ERRORS (errors.ts). */
export const MESSAGING_ERRORS = {
  MESSAGE_NOT_FOUND: {
    status: 404,
    message: {
      tr: 'Bu konuşma bulunamadı ya da size ait değil.',
      en: 'This conversation was not found or is not yours.',
    },
  },
  MESSAGE_NOT_ALLOWED: {
    status: 403,
    message: {
      tr: 'Bu proje için mesajlaşma henüz açık değil. Ajans projeye erişim sağladığında mesajlaşabilirsiniz.',
      en: 'Messaging is not open for this project yet. You can message once the agency has access to the project.',
    },
  },
  MESSAGE_RATE_LIMITED: {
    status: 429,
    message: {
      tr: 'Çok hızlı mesaj gönderiyorsunuz. Lütfen biraz bekleyip tekrar deneyin.',
      en: 'You are sending messages too quickly. Please wait a moment and try again.',
    },
  },
  MESSAGE_EMPTY: {
    status: 400,
    message: { tr: 'Bir mesaj yazın ya da dosya ekleyin.', en: 'Write a message or attach a file.' },
  },
  CHAT_FILE_BLOCKED: {
    status: 400,
    message: {
      tr: 'Güvenlik nedeniyle program ve betik dosyaları (exe, bat, js, sh, jar gibi) gönderilemez.',
      en: 'For safety, programs and scripts (such as exe, bat, js, sh, jar) cannot be sent.',
    },
  },
  MESSAGE_FILE_NOT_FOUND: {
    status: 404,
    message: { tr: 'Dosya bulunamadı.', en: 'The file was not found.' },
  },
  NOTIFICATION_NOT_FOUND: {
    status: 404,
    message: { tr: 'Bildirim bulunamadı.', en: 'The notification was not found.' },
  },
  UNSUBSCRIBE_LINK_INVALID: {
    status: 404,
    message: {
      tr: 'Bu abonelikten çıkma bağlantısı geçersiz.',
      en: 'This unsubscribe link is invalid.',
    },
  },
  CHANNEL_NOT_FOUND: {
    status: 404,
    message: { tr: 'Bildirim kanalı bulunamadı.', en: 'The notification channel was not found.' },
  },
  CHANNEL_URL_INVALID: {
    status: 400,
    message: {
      tr: 'Bu adres seçilen platformun webhook adresi değil. Platformun verdiği webhook adresini yapıştırın.',
      en: 'This is not a webhook address of the chosen platform. Paste the webhook address the platform gave you.',
    },
  },
  CHANNEL_LIMIT_REACHED: {
    status: 409,
    message: {
      tr: 'En fazla {channelsPerAgency} bildirim kanalı ekleyebilirsiniz.',
      en: 'You can add at most {channelsPerAgency} notification channels.',
    },
  },
} as const satisfies Record<string, { status: number; message: TLocalizedText }>;
