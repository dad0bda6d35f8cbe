import {
  NOTIFICATION_KINDS,
  noticeWords,
  type TLocale,
  type TNoticeWords,
  type TNotificationKind,
  type TNotificationParams,
} from '@brifa/contracts';

type TText = (p: TNotificationParams) => TNoticeWords;

/**
 * The words of every notice, in both languages: the e-mail's subject and text, WhatsApp and chat-channel
 * messages. They come from the bilingual catalogue in contracts (messages/notices.ts), which the web app's
 * notification list reads too.
 */
export const NOTICE_TEXTS = Object.fromEntries(
  NOTIFICATION_KINDS.map((kind) => [
    kind,
    {
      tr: (p: TNotificationParams) => noticeWords(kind, p, 'tr'),
      en: (p: TNotificationParams) => noticeWords(kind, p, 'en'),
    },
  ]),
) as Record<TNotificationKind, Record<TLocale, TText>>;
