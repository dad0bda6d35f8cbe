import type { TLocalizedText } from '../messages.ts';

/** Error codes of the portfolio (issue 6), merged into ERRORS (errors.ts). */
export const PORTFOLIO_ERRORS = {
  PORTFOLIO_NOT_FOUND: {
    status: 404,
    message: {
      tr: 'Portföy işi bulunamadı. Silinmiş ya da size ait olmayabilir.',
      en: 'The portfolio work was not found. It may have been deleted or it is not yours.',
    },
  },
} as const satisfies Record<string, { status: number; message: TLocalizedText }>;
