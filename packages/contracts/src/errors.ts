import { DIRECTORY_ERRORS } from './errors/directory.errors.ts';
import { FILES_ERRORS } from './errors/files.errors.ts';
import { MESSAGING_ERRORS } from './errors/messaging.errors.ts';
import { PORTFOLIO_ERRORS } from './errors/portfolio.errors.ts';
import { PROFILE_ERRORS } from './errors/profile.errors.ts';
import { REVIEWS_ERRORS } from './errors/reviews.errors.ts';
import { SHOWCASE_ERRORS } from './errors/showcase.errors.ts';
import type { TLocale } from './locale.ts';
import { localizedWithRules, STATUS_MESSAGES, type TLocalizedText } from './messages.ts';

type TErrorDefinition = { status: number; message: TLocalizedText };

/**
 * Every error code the API answers with, its HTTP status and its message in both languages.
 * Feature issues add their codes here; the web app reads the same table.
 */
export const ERROR_SOURCES = {
  ...FILES_ERRORS,
  ...PROFILE_ERRORS,
  ...PORTFOLIO_ERRORS,
  ...SHOWCASE_ERRORS,
  ...REVIEWS_ERRORS,
  ...DIRECTORY_ERRORS,
  ...MESSAGING_ERRORS,
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
      tr: 'Gönderilen veri çok büyük. Dosyalar en fazla {maxFileMb} MB olabilir.',
      en: 'The data sent is too large. Files may be at most {maxFileMb} MB.',
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
  INVALID_CREDENTIALS: {
    status: 400,
    message: { tr: 'E-posta adresi veya şifre hatalı.', en: 'The e-mail address or password is wrong.' },
  },
  INVALID_PHONE_CODE: {
    status: 400,
    message: {
      tr: 'Telefon numarası veya doğrulama kodu hatalı.',
      en: 'The phone number or verification code is wrong.',
    },
  },
  LOGIN_TOO_MANY_ATTEMPTS: {
    status: 429,
    message: {
      tr: 'Çok fazla hatalı giriş denemesi yapıldı. Lütfen {loginWindowMinutes} dakika sonra tekrar deneyin ya da şifrenizi sıfırlayın.',
      en: 'Too many failed sign-in attempts. Please try again in {loginWindowMinutes} minutes or reset your password.',
    },
  },
  VERIFICATION_CODE_INVALID: {
    status: 400,
    message: { tr: 'Doğrulama kodu hatalı.', en: 'The verification code is wrong.' },
  },
  VERIFICATION_CODE_EXPIRED: {
    status: 400,
    message: {
      tr: 'Doğrulama kodunun süresi doldu. Lütfen yeni bir kod isteyin.',
      en: 'The verification code has expired. Please request a new one.',
    },
  },
  VERIFICATION_TOO_MANY_ATTEMPTS: {
    status: 429,
    message: {
      tr: 'Kod çok fazla kez hatalı girildi. Lütfen yeni bir kod isteyin.',
      en: 'The code was entered wrongly too many times. Please request a new code.',
    },
  },
  VERIFICATION_RESEND_TOO_SOON: {
    status: 429,
    message: {
      tr: 'Yeni kod istemek için geri sayımın bitmesini bekleyin.',
      en: 'Please wait for the countdown to end before asking for a new code.',
    },
  },
  VERIFICATION_TOO_MANY_SENDS: {
    status: 429,
    message: {
      tr: 'Bir saat içinde çok fazla kod istendi. Lütfen daha sonra tekrar deneyin.',
      en: 'Too many codes were requested within an hour. Please try again later.',
    },
  },
  EMAIL_TAKEN: {
    status: 409,
    message: {
      tr: 'Bu e-posta adresiyle kayıtlı bir hesap var. Giriş yapmayı ya da şifrenizi sıfırlamayı deneyin.',
      en: 'An account with this e-mail address already exists. Try logging in or resetting your password.',
    },
  },
  PHONE_TAKEN: {
    status: 409,
    message: {
      tr: 'Bu telefon numarasıyla kayıtlı bir hesap var. Telefonla giriş yapmayı deneyin.',
      en: 'An account with this phone number already exists. Try logging in with your phone.',
    },
  },
  WRONG_CURRENT_PASSWORD: {
    status: 400,
    message: { tr: 'Mevcut şifreniz hatalı.', en: 'Your current password is wrong.' },
  },
  SIGN_IN_LINK_INVALID: {
    status: 400,
    message: {
      tr: 'Giriş bağlantısı geçersiz, kullanılmış ya da süresi dolmuş. Lütfen giriş yapın.',
      en: 'The sign-in link is invalid, used or expired. Please log in.',
    },
  },
  INVITE_INVALID: {
    status: 404,
    message: {
      tr: 'Davet bağlantısı geçersiz ya da süresi dolmuş. Ajans yöneticinizden yeni bir davet isteyin.',
      en: 'The invitation link is invalid or has expired. Ask your agency admin for a new invitation.',
    },
  },
  TEAM_OWNER_ONLY: {
    status: 403,
    message: {
      tr: 'Ekip üyelerini yalnızca ajans hesabının sahibi yönetebilir.',
      en: 'Only the owner of the agency account can manage team members.',
    },
  },
  TEAM_MEMBER_EXISTS: {
    status: 409,
    message: {
      tr: 'Bu e-posta adresi ya da telefon numarası zaten ekibinizde ya da başka bir hesapta kayıtlı.',
      en: 'This e-mail address or phone number is already in your team or registered to another account.',
    },
  },
  FILE_TOO_BIG: {
    status: 413,
    message: {
      tr: 'Dosya çok büyük. En fazla {maxFileMb} MB yükleyebilirsiniz.',
      en: 'The file is too big. The limit is {maxFileMb} MB.',
    },
  },
  FILE_TYPE_INVALID: {
    status: 415,
    message: {
      tr: 'Geçersiz dosya türü. Yalnızca JPG, JPEG veya PNG görseller yüklenebilir.',
      en: 'Invalid file type. Only JPG, JPEG or PNG images can be uploaded.',
    },
  },
  OFFER_NOT_FOUND: {
    status: 404,
    message: {
      tr: 'Proje bulunamadı. Silinmiş ya da size ait olmayabilir.',
      en: 'The project was not found. It may have been deleted or it is not yours.',
    },
  },
  OFFER_TRANSITION_INVALID: {
    status: 409,
    message: {
      tr: 'Proje şu anki durumunda bu işleme izin vermiyor. Kapatılan projeler yeniden açılamaz.',
      en: 'The project does not allow this in its current state. Closed projects cannot be reopened.',
    },
  },
  OFFER_MATCH_LIMIT: {
    status: 409,
    message: {
      tr: 'Bu proje iletişim sınırına ulaştı: şu anda eşleşebilecek yeni bir ajans yok. Beğenmediğiniz ajansları "ilgilenmiyorum" olarak işaretleyip yeniden deneyin.',
      en: 'This project has reached its communication limit: there is no new agency to match right now. Mark the agencies you do not want as "not interested" and try again.',
    },
  },
  PROVIDER_NOT_FOUND: {
    status: 404,
    message: {
      tr: 'Ajans bulunamadı. Bağlantı eskimiş olabilir; ajansı arayarak yeniden seçin.',
      en: 'Agency not found. The link may be out of date; search for the agency and choose it again.',
    },
  },
  MATCH_NOT_WAITING: {
    status: 409,
    message: {
      tr: 'Bu fırsat artık yanıt beklemiyor.',
      en: 'This opportunity is no longer waiting for an answer.',
    },
  },
  OFFER_FILE_TYPE_INVALID: {
    status: 415,
    message: {
      tr: 'Bu dosya türü kabul edilmiyor. PDF, PNG, JPG, Word (DOC, DOCX), Excel (XLS, XLSX), PowerPoint (PPTX) ya da düz metin (TXT) dosyası yükleyin.',
      en: 'This file type is not accepted. Upload a PDF, PNG, JPG, Word (DOC, DOCX), Excel (XLS, XLSX), PowerPoint (PPTX) or plain text (TXT) file.',
    },
  },
  OFFER_ANSWERS_INVALID: {
    status: 400,
    message: {
      tr: 'Kategori sorularının yanıtları eksik ya da geçersiz. Lütfen soruları yeniden yanıtlayın.',
      en: 'The answers to the category questions are missing or invalid. Please answer them again.',
    },
  },
  CLIENTS_ONLY: {
    status: 403,
    message: {
      tr: 'Proje oluşturmak ve yönetmek için müşteri hesabıyla giriş yapın.',
      en: 'Log in with a client account to create and manage projects.',
    },
  },
  MATCH_NOT_FOUND: {
    status: 404,
    message: {
      tr: 'Teklif bulunamadı. Bu ajans artık projenizle eşleşmiyor olabilir.',
      en: 'The offer was not found. This agency may no longer be matched with your project.',
    },
  },
  MATCH_ALREADY_AGREED: {
    status: 409,
    message: {
      tr: 'Bu proje için zaten bir ajansla anlaştınız. Diğer ajanslara bu durum bildirildi.',
      en: 'You have already agreed with an agency for this project. The other agencies have been told.',
    },
  },
  MATCH_OFFER_CLOSED: {
    status: 409,
    message: {
      tr: 'Kapatılan bir proje için ajansla anlaşma kaydedilemez.',
      en: 'An agreement cannot be recorded for a closed project.',
    },
  },
  FEEDBACK_NOT_FOUND: {
    status: 404,
    message: {
      tr: 'Geri bildirim bulunamadı. Silinmiş ya da size ait olmayabilir.',
      en: 'The feedback was not found. It may have been deleted or it is not yours.',
    },
  },
  FEEDBACK_LINK_INVALID: {
    status: 404,
    message: {
      tr: 'Bu geri bildirim bağlantısı geçersiz ya da süresi dolmuş. Giriş yapıp projenizin sayfasından yanıtlayabilirsiniz.',
      en: 'This feedback link is invalid or has expired. Log in and answer from your project’s page.',
    },
  },
  FEEDBACK_MATCH_NOT_FOUND: {
    status: 404,
    message: {
      tr: 'Bu ajans projenizle eşleşmiyor; yalnızca eşleşen ajanslar hakkında yanıt verebilirsiniz.',
      en: 'This agency is not matched with your project; you can only answer about matched agencies.',
    },
  },
  /** 402 Payment Required: the fix is to pay (top up), and the web app can tell it apart from other conflicts. */
  WALLET_INSUFFICIENT: {
    status: 402,
    message: {
      tr: 'Bu projeye erişmek için cüzdan bakiyeniz yetersiz. Lütfen cüzdanınıza bakiye yükleyin.',
      en: 'Your wallet balance is not enough to access this project. Please top up your wallet.',
    },
  },
  OPPORTUNITY_NOT_FOUND: {
    status: 404,
    message: {
      tr: 'Fırsat bulunamadı. Bu proje ajansınızla artık eşleşmiyor olabilir.',
      en: 'The opportunity was not found. This project may no longer be matched with your agency.',
    },
  },
  PROVIDERS_ONLY: {
    status: 403,
    message: {
      tr: 'Bu sayfa yalnızca ajans hesapları içindir.',
      en: 'This page is for agency accounts only.',
    },
  },
  PROVIDER_DEBT_BLOCKED: {
    status: 403,
    message: {
      tr: 'Gecikmiş komisyon veya abonelik ödemeniz bulunduğu için fırsatlara erişiminiz durduruldu. Ödemenizi yaptıktan sonra erişiminiz açılır.',
      en: 'Your access to opportunities is blocked because of an overdue commission or subscription payment. It opens again once you pay.',
    },
  },
  OPPORTUNITY_CLOSED: {
    status: 409,
    message: {
      tr: 'Bu proje durduruldu, kapatıldı ya da müşteri başka bir ajansla anlaştı; artık işlem yapılamaz.',
      en: 'This project was stopped, closed or the client agreed with another agency; it can no longer be acted on.',
    },
  },
  OFFER_COMMUNICATION_LIMIT: {
    status: 409,
    message: {
      tr: 'Bu proje iletişim limitine ulaştı.',
      en: 'This project has reached its communication limit.',
    },
  },
  QUOTE_NEEDS_ACCESS: {
    status: 403,
    message: {
      tr: 'Teklif verebilmek için bu kategoride aboneliğiniz olmalı ya da projeyi görüntüleme ücretini ödemelisiniz.',
      en: 'To send a quote you need a subscription in this category or to pay the viewing fee for this project.',
    },
  },
  POOL_CONTACT_LIMIT: {
    status: 409,
    message: {
      tr: 'Aboneliğiniz olmadan iletişime geçebileceğiniz havuz projesi sınırına ulaştınız. Sınırsız erişim için abone olun.',
      en: 'You have reached the number of pool projects you can contact without a subscription. Subscribe for unlimited access.',
    },
  },
  INVITATION_NOT_FOUND: {
    status: 404,
    message: {
      tr: 'Bu iş fırsatı bağlantısı geçersiz ya da süresi dolmuş.',
      en: 'This business opportunity link is invalid or has expired.',
    },
  },
  INVITATION_ANSWERED: {
    status: 409,
    message: {
      tr: 'Bu iş fırsatını zaten yanıtladınız.',
      en: 'You have already answered this business opportunity.',
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
  // Match settings and opportunity preferences (spec/rules.md section 5 "Match settings").
  MATCH_WORK_REGION_REQUIRED: {
    status: 400,
    message: {
      tr: 'En az bir çalışma bölgesi seçin.',
      en: 'Choose at least one work area (region).',
    },
  },
  MATCH_MOBILE_PRICE_REQUIRED: {
    status: 400,
    message: {
      tr: 'Mobil kategorisinde hizmet verdiğiniz için mobil yazılım minimum fiyatınızı girin.',
      en: 'You offer mobile services, so enter your minimum price for mobile software projects.',
    },
  },
  MATCH_MOBILE_PRICE_MIN: {
    status: 400,
    message: {
      tr: 'Mobil yazılım minimum fiyatı en az {mobileMinimumTl} TL olmalı.',
      en: 'The mobile software minimum price must be at least {mobileMinimumTl} TL.',
    },
  },
  MATCH_AGENCY_TYPES_RANGE: {
    status: 400,
    message: {
      tr: 'En az {agencyTypesMin}, en fazla {agencyTypesMax} ajans tipi seçin.',
      en: 'Choose at least {agencyTypesMin} and at most {agencyTypesMax} agency types.',
    },
  },
  MATCH_EXPERTISE_DUPLICATE: {
    status: 400,
    message: {
      tr: 'Aynı uzmanlık alanı birden fazla seçilemez.',
      en: 'The same expertise cannot be chosen twice.',
    },
  },
  MATCH_EXPERTISE_NEEDS_SERVICES: {
    status: 400,
    message: {
      tr: 'En iyi uzmanlık alanlarını yalnızca en az {servicesPerCategory} hizmet eklediğiniz kategorilerden seçebilirsiniz.',
      en: 'You can choose best expertise areas only in categories where you offer at least {servicesPerCategory} services.',
    },
  },
  MATCH_SECTORS_REQUIRED: {
    status: 400,
    message: {
      tr: 'En az bir sektör seçin.',
      en: 'Choose at least one sector.',
    },
  },
  MATCH_SECTOR_DUPLICATE: {
    status: 400,
    message: {
      tr: 'Seçtiğiniz sektörler birbirinden farklı olmalı.',
      en: 'The sectors you choose must differ from each other.',
    },
  },
  MATCH_TECHNOLOGIES_MIN: {
    status: 400,
    message: {
      tr: 'En az {technologiesMin} teknoloji seçin.',
      en: 'Choose at least {technologiesMin} technologies.',
    },
  },
  MATCH_CHOICE_DUPLICATE: {
    status: 400,
    message: {
      tr: 'Aynı seçim birden fazla yapılamaz; tekrar edeni kaldırın.',
      en: 'The same choice cannot be made twice; remove the repeated one.',
    },
  },
  MATCH_CHOICE_UNKNOWN: {
    status: 400,
    message: {
      tr: 'Seçimlerinizden biri artık listede yok. Sayfayı yenileyip yeniden seçin.',
      en: 'One of your choices is no longer on the list. Refresh the page and choose again.',
    },
  },
} as const satisfies Record<string, TErrorDefinition>;

/** ERROR_SOURCES with the rules filled into the messages ("{maxFileMb} MB" → "10 MB"): what the API answers. */
export const ERRORS = Object.fromEntries(
  Object.entries(ERROR_SOURCES).map(([code, definition]) => [
    code,
    { ...definition, message: localizedWithRules(definition.message) },
  ]),
) as unknown as typeof ERROR_SOURCES;

export type TErrorCode = keyof typeof ERRORS;

export function errorMessage(code: TErrorCode, locale: TLocale): string {
  return ERRORS[code].message[locale];
}

export function errorStatus(code: TErrorCode): number {
  return ERRORS[code].status;
}
