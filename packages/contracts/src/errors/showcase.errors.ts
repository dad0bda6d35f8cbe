import type { TLocalizedText } from '../messages.ts';

/** Error codes of references, comments and products (issue 6), merged into ERRORS (errors.ts). */
export const SHOWCASE_ERRORS = {
  REFERENCE_NOT_FOUND: {
    status: 404,
    message: { tr: 'Referans bulunamadı.', en: 'The reference was not found.' },
  },
  COMMENT_NOT_FOUND: {
    status: 404,
    message: { tr: 'Müşteri yorumu bulunamadı.', en: 'The testimonial was not found.' },
  },
  COMMENT_LOGO_REQUIRED: {
    status: 400,
    message: {
      tr: 'Müşteri yorumu için müşterinin logosunu yükleyin.',
      en: 'Upload the customer’s logo for the testimonial.',
    },
  },
  PRODUCT_NOT_FOUND: {
    status: 404,
    message: {
      tr: 'Ürün bulunamadı. Silinmiş ya da yayında olmayabilir.',
      en: 'The product was not found. It may have been deleted or not be published.',
    },
  },
  PRODUCT_COVER_REQUIRED: {
    status: 400,
    message: {
      tr: 'Yayınlamak için 16:9 oranında bir kapak görseli yükleyin.',
      en: 'Upload a 16:9 cover image to publish.',
    },
  },
} as const satisfies Record<string, { status: number; message: TLocalizedText }>;
