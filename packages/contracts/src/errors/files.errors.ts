import type { TLocalizedText } from '../messages.ts';

/** Upload errors shared by every image and file field (rules.md section 5 "Files"), merged into ERRORS. */
export const FILES_ERRORS = {
  FILE_COUNT_EXCEEDED: {
    status: 400,
    message: {
      tr: 'Tek seferde yükleyebileceğiniz dosya sayısını aştınız.',
      en: 'You have selected more files than can be uploaded at once.',
    },
  },
  IMAGE_RATIO_INVALID: {
    status: 400,
    message: {
      tr: 'Görselin en-boy oranı bu alana uygun değil. Alanın yanında önerilen ölçüde bir görsel yükleyin.',
      en: 'The image’s proportions do not fit this field. Upload an image of the size recommended next to it.',
    },
  },
  IMAGE_TOO_SMALL: {
    status: 400,
    message: {
      tr: 'Görsel çok küçük. Alanın yanında belirtilen en küçük ölçüden büyük bir görsel yükleyin.',
      en: 'The image is too small. Upload one at least as large as the size given next to the field.',
    },
  },
} as const satisfies Record<string, { status: number; message: TLocalizedText }>;
