import type { TErrorDefinition } from './error-definition.ts';

/** Codes the directory module raises (the agency directory; issue 6). Merged into ERRORS (errors.ts). */
export const DIRECTORY_ERRORS = {
  DIRECTORY_BAD_REQUEST: {
    status: 400,
    message: {
      tr: 'Ajansları listelerken hatalı bir istek oluştu. Filtreleri kontrol edip tekrar deneyin.',
      en: 'The request to browse agencies was wrong. Check the filters and try again.',
    },
    raisedWhen: 'the agency directory is asked with invalid filters (e.g. a minimum price above the maximum)',
  },
  DIRECTORY_CITY_NOT_FOUND: {
    status: 404,
    message: {
      tr: 'Bu şehir bulunamadı. Adresi kontrol edin ya da tüm Türkiye listesine dönün.',
      en: 'This city was not found. Check the address or go back to the list for all of Turkey.',
    },
    raisedWhen: 'a city page (issue 21 item 9) names a city slug that matches no city',
  },
} as const satisfies Record<string, TErrorDefinition>;
