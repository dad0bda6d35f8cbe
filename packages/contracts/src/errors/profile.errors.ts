import type { TLocalizedText } from '../messages.ts';

/** Error codes of the agency's profile settings (issue 6), merged into ERRORS (errors.ts). */
export const PROFILE_ERRORS = {
  PRESENTATION_TYPE_INVALID: {
    status: 415,
    message: {
      tr: 'Tanıtım dosyası PDF olmalı. Lütfen PDF biçiminde bir dosya yükleyin.',
      en: 'The presentation must be a PDF. Please upload a PDF file.',
    },
  },
  SERVICE_NEEDS_SUBSCRIPTION: {
    status: 403,
    message: {
      tr: 'Hizmet ekleyebilmek için aktif bir aboneliğiniz olmalı.',
      en: 'You need an active subscription to add a service.',
    },
  },
  SERVICE_NOT_FOUND: {
    status: 404,
    message: { tr: 'Hizmet bulunamadı.', en: 'The service was not found.' },
  },
  SERVICE_DUPLICATE: {
    status: 409,
    message: {
      tr: 'Bu kategoride aynı adla bir hizmetiniz zaten var.',
      en: 'You already have a service with this name in this category.',
    },
  },
} as const satisfies Record<string, { status: number; message: TLocalizedText }>;
