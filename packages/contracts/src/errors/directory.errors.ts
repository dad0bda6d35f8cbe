import type { TLocalizedText } from '../messages.ts';

/** Error codes of the directory area (issue 6), merged into ERRORS (errors.ts). */
export const DIRECTORY_ERRORS = {} as const satisfies Record<
  string,
  { status: number; message: TLocalizedText }
>;
