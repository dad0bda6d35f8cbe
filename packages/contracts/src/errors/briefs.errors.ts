import type { TLocalizedText } from '../messages.ts';
import type { TErrorDefinition } from './error-definition.ts';

/** Codes the briefs module raises (offers, matching, opportunities, feedback). Merged into ERRORS (errors.ts). */
export const BRIEFS_ERRORS = {
  OFFER_NOT_FOUND: {
    status: 404,
    message: {
      tr: 'Proje bulunamadı. Silinmiş ya da size ait olmayabilir.',
      en: 'The project was not found. It may have been deleted or it is not yours.',
    },
    raisedWhen: 'a client (or a link) names a project that does not exist, was deleted or is not theirs',
  },
  OFFER_TRANSITION_INVALID: {
    status: 409,
    message: {
      tr: 'Proje şu anki durumunda bu işleme izin vermiyor. Kapatılan projeler yeniden açılamaz.',
      en: 'The project does not allow this in its current state. Closed projects cannot be reopened.',
    },
    raisedWhen: 'a project action (pause, close, add agencies...) is not allowed in its current state',
  },
  OFFER_MATCH_LIMIT: {
    status: 409,
    message: {
      tr: 'Bu proje iletişim sınırına ulaştı: şu anda eşleşebilecek yeni bir ajans yok. Beğenmediğiniz ajansları "ilgilenmiyorum" olarak işaretleyip yeniden deneyin.',
      en: 'This project has reached its communication limit: there is no new agency to match right now. Mark the agencies you do not want as "not interested" and try again.',
    },
    raisedWhen: 'a client asks for more agencies and none can be matched within the communication limit',
  },
  MATCH_NOT_WAITING: {
    status: 409,
    message: {
      tr: 'Bu fırsat artık yanıt beklemiyor.',
      en: 'This opportunity is no longer waiting for an answer.',
    },
    raisedWhen: 'an agency declines a match that no longer waits for an answer',
  },
  OFFER_FILE_TYPE_INVALID: {
    status: 415,
    message: {
      tr: 'Bu dosya türü kabul edilmiyor. PDF, PNG, JPG, Word (DOC, DOCX), Excel (XLS, XLSX), PowerPoint (PPTX) ya da düz metin (TXT) dosyası yükleyin.',
      en: 'This file type is not accepted. Upload a PDF, PNG, JPG, Word (DOC, DOCX), Excel (XLS, XLSX), PowerPoint (PPTX) or plain text (TXT) file.',
    },
    raisedWhen: 'a brief file or quote file is not one of the accepted document types',
    fields: ['File'],
  },
  OFFER_ANSWERS_INVALID: {
    status: 400,
    message: {
      tr: 'Kategori sorularının yanıtları eksik ya da geçersiz. Lütfen soruları yeniden yanıtlayın.',
      en: 'The answers to the category questions are missing or invalid. Please answer them again.',
    },
    raisedWhen: 'a brief’s answers to the category questions are missing or invalid',
  },
  CLIENTS_ONLY: {
    status: 403,
    message: {
      tr: 'Proje oluşturmak ve yönetmek için müşteri hesabıyla giriş yapın.',
      en: 'Log in with a client account to create and manage projects.',
    },
    raisedWhen: 'a user who is not a client creates or manages a project',
  },
  MATCH_NOT_FOUND: {
    status: 404,
    message: {
      tr: 'Teklif bulunamadı. Bu ajans artık projenizle eşleşmiyor olabilir.',
      en: 'The offer was not found. This agency may no longer be matched with your project.',
    },
    raisedWhen: 'a client or agency names a match that is not theirs or not visible',
  },
  MATCH_ALREADY_AGREED: {
    status: 409,
    message: {
      tr: 'Bu proje için zaten bir ajansla anlaştınız. Diğer ajanslara bu durum bildirildi.',
      en: 'You have already agreed with an agency for this project. The other agencies have been told.',
    },
    raisedWhen: 'a client records an agreement on a project already agreed with an agency',
  },
  MATCH_OFFER_CLOSED: {
    status: 409,
    message: {
      tr: 'Kapatılan bir proje için ajansla anlaşma kaydedilemez.',
      en: 'An agreement cannot be recorded for a closed project.',
    },
    raisedWhen: 'a client records an agreement on a closed project',
  },
  FEEDBACK_NOT_FOUND: {
    status: 404,
    message: {
      tr: 'Geri bildirim bulunamadı. Silinmiş ya da size ait olmayabilir.',
      en: 'The feedback was not found. It may have been deleted or it is not yours.',
    },
    raisedWhen: 'a client reads or answers feedback that is not theirs or not answered yet',
  },
  FEEDBACK_LINK_INVALID: {
    status: 404,
    message: {
      tr: 'Bu geri bildirim bağlantısı geçersiz ya da süresi dolmuş. Giriş yapıp projenizin sayfasından yanıtlayabilirsiniz.',
      en: 'This feedback link is invalid or has expired. Log in and answer from your project’s page.',
    },
    raisedWhen: 'a feedback link’s token is unknown, used or expired',
  },
  FEEDBACK_MATCH_NOT_FOUND: {
    status: 404,
    message: {
      tr: 'Bu ajans projenizle eşleşmiyor; yalnızca eşleşen ajanslar hakkında yanıt verebilirsiniz.',
      en: 'This agency is not matched with your project; you can only answer about matched agencies.',
    },
    raisedWhen: 'client feedback names an agency not matched with the project',
  },
  OPPORTUNITY_NOT_FOUND: {
    status: 404,
    message: {
      tr: 'Fırsat bulunamadı. Bu proje ajansınızla artık eşleşmiyor olabilir.',
      en: 'The opportunity was not found. This project may no longer be matched with your agency.',
    },
    raisedWhen: 'an agency asks for an opportunity (match or pool project) that is not theirs',
  },
  PROVIDER_SUSPENDED: {
    status: 403,
    message: {
      tr: 'Hesabınız Brifa ekibi tarafından askıya alındı; fırsatlara ödeme yapamaz ve yeni eşleşme alamazsınız. Nedeni size e-postayla bildirildi.',
      en: 'Your account was suspended by the Brifa team; you cannot pay for opportunities or receive new matches. We e-mailed you the reason.',
    },
    raisedWhen: 'an agency suspended by an operator tries to pay for or contact an opportunity',
  },
  PROVIDER_DEBT_BLOCKED: {
    status: 403,
    message: {
      tr: 'Gecikmiş komisyon veya abonelik ödemeniz bulunduğu için fırsatlara erişiminiz durduruldu. Ödemenizi yaptıktan sonra erişiminiz açılır.',
      en: 'Your access to opportunities is blocked because of an overdue commission or subscription payment. It opens again once you pay.',
    },
    raisedWhen: 'an agency with an overdue payment tries to unlock an opportunity',
  },
  OPPORTUNITY_CLOSED: {
    status: 409,
    message: {
      tr: 'Bu proje durduruldu, kapatıldı ya da müşteri başka bir ajansla anlaştı; artık işlem yapılamaz.',
      en: 'This project was stopped, closed or the client agreed with another agency; it can no longer be acted on.',
    },
    raisedWhen: 'an agency acts on a project that is stopped, closed or agreed with another agency',
  },
  OFFER_COMMUNICATION_LIMIT: {
    status: 409,
    message: {
      tr: 'Bu proje iletişim limitine ulaştı.',
      en: 'This project has reached its communication limit.',
    },
    raisedWhen: 'an agency unlocks a project that already has its maximum agencies in contact',
  },
  QUOTE_NEEDS_ACCESS: {
    status: 403,
    message: {
      tr: 'Teklif verebilmek için bu kategoride aboneliğiniz olmalı ya da projeyi görüntüleme ücretini ödemelisiniz.',
      en: 'To send a quote you need a subscription in this category or to pay the viewing fee for this project.',
    },
    raisedWhen: 'an agency sends a quote before it has access to the project',
  },
  POOL_CONTACT_LIMIT: {
    status: 409,
    message: {
      tr: 'Aboneliğiniz olmadan iletişime geçebileceğiniz havuz projesi sınırına ulaştınız. Sınırsız erişim için abone olun.',
      en: 'You have reached the number of pool projects you can contact without a subscription. Subscribe for unlimited access.',
    },
    raisedWhen: 'an agency without a subscription contacts more pool projects than allowed',
  },
  INVITATION_NOT_FOUND: {
    status: 404,
    message: {
      tr: 'Bu iş fırsatı bağlantısı geçersiz ya da süresi dolmuş.',
      en: 'This business opportunity link is invalid or has expired.',
    },
    raisedWhen: 'a business opportunity (invitation) link is unknown or its project deleted',
  },
  INVITATION_ANSWERED: {
    status: 409,
    message: {
      tr: 'Bu iş fırsatını zaten yanıtladınız.',
      en: 'You have already answered this business opportunity.',
    },
    raisedWhen: 'an agency answers a business opportunity invitation a second time',
  },
} as const satisfies Record<string, TErrorDefinition>;

/** Texts shown beside briefs form fields (the agency's quote form). Merged into FIELD_MESSAGES (errors.ts). */
export const BRIEFS_FIELD_MESSAGES = {
  quoteLinesSum: {
    tr: 'Kalemlerin toplamı teklif tutarına eşit olmalı.',
    en: 'The line items must add up to the quote’s amount.',
  },
} satisfies Record<string, TLocalizedText>;
