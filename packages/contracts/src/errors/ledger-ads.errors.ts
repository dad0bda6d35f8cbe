import type { TErrorDefinition } from './error-definition.ts';

/** Codes of advertising (issue 19 item 6), raised by the ledger's ads and the ad purchase's check. */
export const LEDGER_ADS_ERRORS = {
  AD_SLOT_UNAVAILABLE: {
    status: 409,
    message: {
      tr: 'Bu reklam türünde boş yer kalmadı. Lütfen başka bir tür seçin ya da daha sonra tekrar deneyin.',
      en: 'No slot is left for this type of ad. Please choose another type or try again later.',
    },
    raisedWhen: 'every slot of the ad type is taken by a live ad or a payment in progress',
  },
  AD_TERMS_REQUIRED: {
    status: 422,
    message: {
      tr: 'Reklam satın almak için reklam koşullarını kabul etmelisiniz.',
      en: 'You must accept the advertising terms to buy an ad.',
    },
    raisedWhen: 'an ad purchase without Options.AcceptTerms',
  },
  AD_IMAGE_REQUIRED: {
    status: 422,
    message: {
      tr: 'Reklam için 1000x1000 piksel bir görsel yükleyin.',
      en: 'Upload a 1000x1000 pixel image for the ad.',
    },
    raisedWhen: 'an ad purchase without an image uploaded through AdvertisementSubscription/image',
  },
  AD_CATEGORY_REQUIRED: {
    status: 422,
    message: {
      tr: 'Kategori sayfası reklamı için bir kategori seçin.',
      en: 'Choose a category for a category page ad.',
    },
    raisedWhen: 'a category_top ad without a valid Options.AdCategoryId',
  },
  AD_NOT_FOUND: {
    status: 404,
    message: { tr: 'Reklam bulunamadı.', en: 'Ad not found.' },
    raisedWhen: 'expiring an ad that is not the agency’s',
  },
  AD_ELITE_CLAIM_NOT_ELITE: {
    status: 403,
    message: {
      tr: 'Dahil reklam yalnızca aktif bir Elite paketle kullanılabilir.',
      en: 'The included advertising comes only with a live Elite package.',
    },
    raisedWhen: 'claiming the Elite package’s included ad without a live Elite package',
  },
  AD_ELITE_CLAIM_USED: {
    status: 409,
    message: {
      tr: 'Elite paketinizin dahil reklamı zaten kullanıldı.',
      en: 'Your Elite package’s included advertising has already been claimed.',
    },
    raisedWhen: 'claiming the included ad of an Elite package a second time',
  },
} as const satisfies Record<string, TErrorDefinition>;
