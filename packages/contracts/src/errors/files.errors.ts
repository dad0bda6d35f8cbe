import type { TErrorDefinition } from './error-definition.ts';

/** Upload errors shared by every image and file field (rules.md section 5 "Files"), raised by the files module. Merged into ERRORS (errors.ts). */
export const FILES_ERRORS = {
  FILE_COUNT_EXCEEDED: {
    status: 400,
    message: {
      tr: 'Tek seferde yükleyebileceğiniz dosya sayısını aştınız.',
      en: 'You have selected more files than can be uploaded at once.',
    },
    raisedWhen: 'an upload carries more files than the field accepts',
  },
  IMAGE_RATIO_INVALID: {
    status: 400,
    message: {
      tr: 'Görselin en-boy oranı bu alana uygun değil. Alanın yanında önerilen ölçüde bir görsel yükleyin.',
      en: 'The image’s proportions do not fit this field. Upload an image of the size recommended next to it.',
    },
    raisedWhen: 'an uploaded image’s proportions do not fit the field’s ratio',
  },
  IMAGE_TOO_SMALL: {
    status: 400,
    message: {
      tr: 'Görsel çok küçük. Alanın yanında belirtilen en küçük ölçüden büyük bir görsel yükleyin.',
      en: 'The image is too small. Upload one at least as large as the size given next to the field.',
    },
    raisedWhen: 'an uploaded image is smaller than the field’s minimum size',
  },
  FILE_TOO_BIG: {
    status: 413,
    message: {
      tr: 'Dosya çok büyük. En fazla {maxFileMb} MB yükleyebilirsiniz.',
      en: 'The file is too big. The limit is {maxFileMb} MB.',
    },
    raisedWhen: 'an uploaded file is over the 10 MB limit',
  },
  FILE_TYPE_INVALID: {
    status: 415,
    message: {
      tr: 'Geçersiz dosya türü. Yalnızca JPG, JPEG veya PNG görseller yüklenebilir.',
      en: 'Invalid file type. Only JPG, JPEG or PNG images can be uploaded.',
    },
    raisedWhen: 'an upload is not multipart or not a JPG/PNG image',
  },
} as const satisfies Record<string, TErrorDefinition>;
