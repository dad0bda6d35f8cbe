import type { TLocalizedText } from '../messages.ts';

/** Error codes of the portfolio area (issue 6), merged into ERRORS (errors.ts). */
export const PORTFOLIO_ERRORS = {} as const satisfies Record<
  string,
  { status: number; message: TLocalizedText }
>;
