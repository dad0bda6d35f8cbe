import type { TLocalizedText } from '../messages.ts';

/** Error codes of the directory and the public profile (issue 6), merged into ERRORS (errors.ts). */
export const DIRECTORY_ERRORS = {
  DIRECTORY_BAD_REQUEST: {
    status: 400,
    message: {
      tr: 'Ajansları listelerken hatalı bir istek oluştu. Filtreleri kontrol edip tekrar deneyin.',
      en: 'The request to browse agencies was wrong. Check the filters and try again.',
    },
  },
  AGENCY_NOT_FOUND: {
    status: 404,
    message: {
      tr: 'Ajans bulunamadı. Profil kaldırılmış ya da adres yanlış olabilir.',
      en: 'The agency was not found. Its profile may have been removed or the address is wrong.',
    },
  },
} as const satisfies Record<string, { status: number; message: TLocalizedText }>;
