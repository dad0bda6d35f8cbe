import type { TErrorDefinition } from './error-definition.ts';

/** Codes the messaging module raises (conversations and chat files; issue 7). Merged into ERRORS (errors.ts). */
export const MESSAGING_ERRORS = {
  MESSAGE_NOT_FOUND: {
    status: 404,
    message: {
      tr: 'Bu konuşma bulunamadı ya da size ait değil.',
      en: 'This conversation was not found or is not yours.',
    },
    raisedWhen: 'a user opens or writes to a conversation that is not theirs',
  },
  MESSAGE_NOT_ALLOWED: {
    status: 403,
    message: {
      tr: 'Bu proje için mesajlaşma henüz açık değil. Ajans projeye erişim sağladığında mesajlaşabilirsiniz.',
      en: 'Messaging is not open for this project yet. You can message once the agency has access to the project.',
    },
    raisedWhen: 'a conversation is opened before the agency has access to the project',
  },
  MESSAGE_RATE_LIMITED: {
    status: 429,
    message: {
      tr: 'Çok hızlı mesaj gönderiyorsunuz. Lütfen biraz bekleyip tekrar deneyin.',
      en: 'You are sending messages too quickly. Please wait a moment and try again.',
    },
    raisedWhen: 'a user sends more chat messages a minute than allowed',
  },
  MESSAGE_EMPTY: {
    status: 400,
    message: { tr: 'Bir mesaj yazın ya da dosya ekleyin.', en: 'Write a message or attach a file.' },
    raisedWhen: 'a chat message has neither text nor a file',
    fields: ['Text'],
  },
  CHAT_FILE_BLOCKED: {
    status: 400,
    message: {
      tr: 'Güvenlik nedeniyle program ve betik dosyaları (exe, bat, js, sh, jar gibi) gönderilemez.',
      en: 'For safety, programs and scripts (such as exe, bat, js, sh, jar) cannot be sent.',
    },
    raisedWhen: 'a chat attachment looks like a program or script',
    fields: ['File'],
  },
  MESSAGE_FILE_NOT_FOUND: {
    status: 404,
    message: { tr: 'Dosya bulunamadı.', en: 'The file was not found.' },
    raisedWhen: 'a chat attachment is asked for that the conversation does not hold',
  },
} as const satisfies Record<string, TErrorDefinition>;
