import type { TLocale } from './locale.ts';
import { STATUS_MESSAGES, type TLocalizedText } from './messages.ts';

type TErrorDefinition = { status: number; message: TLocalizedText };

/**
 * Every error code the API answers with, its HTTP status and its message in both languages.
 * Feature issues add their codes here; the web app reads the same table.
 */
export const ERRORS = {
  BAD_REQUEST: { status: 400, message: STATUS_MESSAGES.badRequest },
  VALIDATION_FAILED: {
    status: 400,
    message: {
      tr: 'Lütfen işaretli alanları doldurun.',
      en: 'Please fill in the marked fields.',
    },
  },
  MALFORMED_JSON: {
    status: 400,
    message: {
      tr: 'İstek gövdesi geçerli bir JSON değil. Sayfayı yenileyip tekrar deneyin.',
      en: 'The request body is not valid JSON. Refresh the page and try again.',
    },
  },
  UNAUTHORIZED: { status: 401, message: STATUS_MESSAGES.unauthorized },
  FORBIDDEN: { status: 403, message: STATUS_MESSAGES.forbidden },
  NOT_FOUND: { status: 404, message: STATUS_MESSAGES.notFound },
  INVALID_LANGUAGE_COOKIE: {
    status: 404,
    message: {
      tr: 'Dil tercihiniz okunamadı. Lütfen tarayıcınızın çerezlerini silip sayfayı yenileyin.',
      en: 'Your language preference could not be read. Please delete your browser cookies and reload the page.',
    },
  },
  METHOD_NOT_ALLOWED: {
    status: 405,
    message: {
      tr: 'Bu adres bu istek yöntemini desteklemiyor.',
      en: 'This address does not support this request method.',
    },
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    message: {
      tr: 'Gönderilen veri çok büyük. Dosyalar en fazla 10 MB olabilir.',
      en: 'The data sent is too large. Files may be at most 10 MB.',
    },
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    message: {
      tr: 'Bu içerik türü desteklenmiyor.',
      en: 'This content type is not supported.',
    },
  },
  UNPROCESSABLE: { status: 422, message: STATUS_MESSAGES.unprocessable },
  TOO_MANY_REQUESTS: {
    status: 429,
    message: {
      tr: 'Çok fazla deneme yaptınız. Lütfen biraz bekleyip tekrar deneyin.',
      en: 'Too many attempts. Please wait a moment and try again.',
    },
  },
  INTERNAL: { status: 500, message: STATUS_MESSAGES.serverError },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: {
      tr: 'Veritabanına şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.',
      en: 'The database cannot be reached right now. Please try again later.',
    },
  },
} as const satisfies Record<string, TErrorDefinition>;

export type TErrorCode = keyof typeof ERRORS;

export function errorMessage(code: TErrorCode, locale: TLocale): string {
  return ERRORS[code].message[locale];
}

export function errorStatus(code: TErrorCode): number {
  return ERRORS[code].status;
}
