import { fieldMessage, isFieldMessageKey } from './errors.ts';
import type { TLocale } from './locale.ts';

/** The parts of a zod issue this needs; zod's own issue objects satisfy it. */
export type TIssueLike = {
  code: string;
  message: string;
  path?: PropertyKey[];
  input?: unknown;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
};

/**
 * Turns a validation issue into the message a user reads. Schemas may set a FIELD_MESSAGES key as their
 * custom message (e.g. `{ message: 'digitsOnly' }`); otherwise the issue code decides.
 */
export function issueMessage(issue: TIssueLike, locale: TLocale): string {
  if (isFieldMessageKey(issue.message)) return fieldMessage(issue.message, locale);
  const params = { min: String(issue.minimum ?? ''), max: String(issue.maximum ?? '') };
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? fieldMessage('required', locale)
        : fieldMessage('invalid', locale);
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return fieldMessage('required', locale);
      return fieldMessage(issue.origin === 'string' ? 'tooShort' : 'tooSmall', locale, params);
    case 'too_big':
      return fieldMessage(issue.origin === 'string' ? 'tooLong' : 'tooBig', locale, params);
    case 'invalid_format':
      if (issue.format === 'email') return fieldMessage('email', locale);
      if (issue.format === 'url') return fieldMessage('url', locale);
      return fieldMessage('invalid', locale);
    default:
      return fieldMessage('invalid', locale);
  }
}

/** Field path -> first message, the shape of the envelope's `Errors`. */
export function fieldErrors(issues: readonly TIssueLike[], locale: TLocale): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = (issue.path ?? []).map(String).join('.') || '_';
    errors[field] ??= issueMessage(issue, locale);
  }
  return errors;
}
