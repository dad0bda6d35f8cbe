import { STATUS_MESSAGES, type TLocalizedText } from '../messages.ts';
import type { TErrorDefinition } from './error-definition.ts';

/** Generic HTTP codes: raised by platform/ (envelope, auth, validation, health) and by any module for plain 400/401/403/404/500 answers. Merged into ERRORS (errors.ts). */
export const COMMON_ERRORS = {
  BAD_REQUEST: {
    status: 400,
    message: STATUS_MESSAGES.badRequest,
    raisedWhen: 'a request is malformed in a way no more precise code names (a bad URL or content length)',
  },
  VALIDATION_FAILED: {
    status: 400,
    message: { tr: 'Lütfen işaretli alanları doldurun.', en: 'Please fill in the marked fields.' },
    raisedWhen: 'a request body, query or upload fails validation; the fields carry their own messages',
  },
  MALFORMED_JSON: {
    status: 400,
    message: {
      tr: 'İstek gövdesi geçerli bir JSON değil. Sayfayı yenileyip tekrar deneyin.',
      en: 'The request body is not valid JSON. Refresh the page and try again.',
    },
    raisedWhen: 'a request body is empty or not valid JSON',
  },
  INVALID_CHARACTERS: {
    status: 400,
    message: {
      tr: 'İstek izin verilmeyen karakterler içeriyor. Lütfen yazdıklarınızı kontrol edip tekrar deneyin.',
      en: 'The request contains characters that are not allowed. Please check what you entered and try again.',
    },
    raisedWhen:
      'a path or query value holds a control character (NUL, line breaks…), or a JSON body string a NUL',
  },
  UNAUTHORIZED: {
    status: 401,
    message: STATUS_MESSAGES.unauthorized,
    raisedWhen: 'a call needs a signed-in user and the session is missing, expired or revoked',
  },
  FORBIDDEN: {
    status: 403,
    message: STATUS_MESSAGES.forbidden,
    raisedWhen: 'a signed-in user asks for something that is not theirs to see or change',
  },
  CROSS_SITE_REQUEST: {
    status: 403,
    message: {
      tr: 'Bu işlem yalnızca sitemizin kendi sayfalarından yapılabilir. Sayfayı yenileyip tekrar deneyin.',
      en: 'This action can only be taken from our own pages. Refresh the page and try again.',
    },
    raisedWhen:
      'a change (POST, PUT, PATCH, DELETE) signed in by the session cookie alone comes from another origin, or shows no origin',
  },
  NOT_FOUND: {
    status: 404,
    message: STATUS_MESSAGES.notFound,
    raisedWhen: 'an unknown path or a record that does not exist (or is hidden) is asked for',
  },
  INVALID_LANGUAGE_COOKIE: {
    status: 404,
    message: {
      tr: 'Dil tercihiniz okunamadı. Lütfen tarayıcınızın çerezlerini silip sayfayı yenileyin.',
      en: 'Your language preference could not be read. Please delete your browser cookies and reload the page.',
    },
    raisedWhen: 'the language cookie holds a value that is not a supported locale',
  },
  METHOD_NOT_ALLOWED: {
    status: 405,
    message: {
      tr: 'Bu adres bu istek yöntemini desteklemiyor.',
      en: 'This address does not support this request method.',
    },
    raisedWhen: 'a known API path is called with a method it does not support',
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    message: {
      tr: 'Gönderilen veri çok büyük. Dosyalar en fazla {maxFileMb} MB olabilir.',
      en: 'The data sent is too large. Files may be at most {maxFileMb} MB.',
    },
    raisedWhen: 'a request body is larger than the server accepts',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    message: { tr: 'Bu içerik türü desteklenmiyor.', en: 'This content type is not supported.' },
    raisedWhen: 'a request body has a content type the route does not parse',
  },
  UNPROCESSABLE: {
    status: 422,
    message: STATUS_MESSAGES.unprocessable,
    raisedWhen: 'an error with status 422 reaches the error handler without a code of its own',
  },
  TOO_MANY_REQUESTS: {
    status: 429,
    message: {
      tr: 'Çok fazla deneme yaptınız. Lütfen biraz bekleyip tekrar deneyin.',
      en: 'Too many attempts. Please wait a moment and try again.',
    },
    raisedWhen: 'an error with status 429 reaches the error handler without a code of its own',
  },
  INTERNAL: {
    status: 500,
    message: STATUS_MESSAGES.serverError,
    raisedWhen: 'something unexpected fails on the server (a bug or a broken stored value)',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: {
      tr: 'Veritabanına şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.',
      en: 'The database cannot be reached right now. Please try again later.',
    },
    raisedWhen: 'the readiness check cannot reach the database',
  },
} as const satisfies Record<string, TErrorDefinition>;

/** Texts shown beside any form fields; a schema names one as its zod message (e.g. `{ message: 'required' }`). Merged into FIELD_MESSAGES (errors.ts). */
export const COMMON_FIELD_MESSAGES = {
  required: { tr: 'Bu alan zorunludur.', en: 'This field is required.' },
  invalid: { tr: 'Geçersiz değer.', en: 'Invalid value.' },
  digitsOnly: { tr: 'Yalnızca rakam girin.', en: 'Enter digits only.' },
  email: { tr: 'Geçerli bir e-posta adresi girin.', en: 'Enter a valid e-mail address.' },
  url: { tr: 'Geçerli bir adres (URL) girin.', en: 'Enter a valid URL.' },
  tooShort: { tr: 'En az {min} karakter girin.', en: 'Enter at least {min} characters.' },
  tooLong: { tr: 'En fazla {max} karakter girin.', en: 'Enter at most {max} characters.' },
  tooSmall: { tr: 'En az {min} olmalı.', en: 'Must be at least {min}.' },
  tooBig: { tr: 'En fazla {max} olabilir.', en: 'Must be at most {max}.' },
  duplicateChoice: { tr: 'Aynı seçim iki kez yapılamaz.', en: 'The same choice cannot be made twice.' },
} satisfies Record<string, TLocalizedText>;
