import type { TErrorDefinition } from './error-definition.ts';

/** Codes the reviews module raises (issue 6; rules.md section 8 "Reviews"). Merged into ERRORS (errors.ts). */
export const REVIEWS_ERRORS = {
  REVIEW_DUPLICATE: {
    status: 409,
    message: {
      tr: 'Bu e-posta adresiyle bu ajansı zaten değerlendirdiniz. Her ajans için bir değerlendirme yazılabilir.',
      en: 'You have already reviewed this agency with this e-mail address. One review per agency is allowed.',
    },
    raisedWhen: 'an e-mail address reviews the same agency a second time',
  },
  REVIEW_VERIFICATION_FAILED: {
    status: 422,
    message: {
      tr: 'Değerlendirmeniz doğrulamadan geçemedi. Ajansın kendi çalışanları ajansı değerlendiremez.',
      en: 'Your review did not pass verification. An agency’s own people cannot review it.',
    },
    raisedWhen: 'a review comes from the agency’s own people',
  },
  REVIEW_RATE_LIMITED: {
    status: 429,
    message: {
      tr: 'Kısa sürede çok fazla değerlendirme gönderildi. Lütfen daha sonra tekrar deneyin.',
      en: 'Too many reviews were sent in a short time. Please try again later.',
    },
    raisedWhen: 'too many reviews come from one address within the limit window',
  },
  REVIEW_LINK_INVALID: {
    status: 404,
    message: {
      tr: 'Bu bağlantı geçersiz ya da süresi dolmuş. Değerlendirmeyi yeniden gönderebilirsiniz.',
      en: 'This link is invalid or has expired. You can send the review again.',
    },
    raisedWhen: 'a review confirmation or removal link is unknown or expired',
  },
  REVIEW_NOT_REMOVED: {
    status: 409,
    message: {
      tr: 'Değerlendirme kaldırılamadı. Zaten kaldırılmış olabilir.',
      en: 'The review could not be removed. It may already have been removed.',
    },
    raisedWhen: 'a review removal link is used on a review already removed',
  },
  REVIEW_ALREADY_REPLIED: {
    status: 409,
    message: {
      tr: 'Bu değerlendirmeye zaten yanıt verdiniz; yanıt bir kez yazılabilir.',
      en: 'You have already replied to this review; a reply can be written once.',
    },
    raisedWhen: 'an agency replies a second time to a review',
  },
  REVIEW_NOT_MODERATABLE: {
    status: 409,
    message: {
      tr: 'Bu değerlendirme bu işleme uygun değil: yalnız yayındaki ya da onay bekleyen değerlendirmeler reddedilir veya kaldırılır.',
      en: 'This review cannot take that action: only published or pending reviews are rejected or removed.',
    },
    raisedWhen: 'an operator rejects or removes a review that is already rejected or removed',
  },
  REVIEW_NOT_FOUND: {
    status: 404,
    message: { tr: 'Değerlendirme bulunamadı.', en: 'The review was not found.' },
    raisedWhen: 'an agency replies to a review that is not theirs or not visible',
  },
} as const satisfies Record<string, TErrorDefinition>;
