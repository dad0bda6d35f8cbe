import type { TLocalizedText } from '../messages.ts';

/**
 * One error code of the catalogue: its HTTP status, its message in both languages and, in one line, when the
 * API answers with it. Each API module's codes sit in `errors/<module>.errors.ts`; errors.ts merges them.
 */
export type TErrorDefinition = {
  status: number;
  message: TLocalizedText;
  /** When the API raises it, e.g. 'a client asks for a brief that is not theirs'. */
  raisedWhen: string;
};
