import type { TLocalizedText } from '../messages.ts';

/**
 * One error code of the catalogue: its HTTP status, its message in both languages and, in one line, when the
 * API answers with it; field texts beside form inputs sit in the same module files (`*_FIELD_MESSAGES`). Each API module's codes sit in `errors/<module>.errors.ts`; errors.ts merges them.
 */
export type TErrorDefinition = {
  status: number;
  message: TLocalizedText;
  /** When the API raises it, e.g. 'a client asks for a brief that is not theirs'. */
  raisedWhen: string;
  /**
   * The form fields its message is shown beside, for a code that always concerns them (EMAIL_TAKEN: Email).
   * The API marks them in the envelope's Errors; a web form that shows the field puts the message there.
   */
  fields?: readonly string[];
};
