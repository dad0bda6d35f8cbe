import type { TLocalizedText } from '../messages.ts';

/** Error codes of references, comments and products (issue 6), merged into ERRORS (errors.ts). */
export const SHOWCASE_ERRORS = {
  REFERENCE_NOT_FOUND: {
    status: 404,
    message: { tr: 'Referans bulunamadı.', en: 'The reference was not found.' },
  },
} as const satisfies Record<string, { status: number; message: TLocalizedText }>;
