import type { TLocalizedText } from '../messages.ts';

/** Error codes of the showcase area (issue 6), merged into ERRORS (errors.ts). */
export const SHOWCASE_ERRORS = {} as const satisfies Record<
  string,
  { status: number; message: TLocalizedText }
>;
