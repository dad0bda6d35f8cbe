import {
  errorFields,
  fieldErrors,
  fieldMessage,
  issueMessage,
  STATUS_MESSAGES,
  type TErrorCode,
  type TIssueLike,
  type TLocale,
} from '@brifa/contracts';
import { ApiRequestError } from './api-client.ts';

/** Field name -> the message shown beside it. */
export type TFieldErrors = Record<string, string>;

/** The part of a zod schema the forms use, so they check input with the very schemas the API uses. */
export type TSchema<T> = {
  safeParse: (
    value: unknown,
  ) => { success: true; data: T } | { success: false; error: { issues: readonly TIssueLike[] } };
};

export type TChecked<T> = { ok: true; data: T } | { ok: false; errors: TFieldErrors };

export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * Checks form values with a contracts schema and returns the API's own messages in the page language.
 * An empty field always says "required" (a schema may otherwise call an empty choice "invalid").
 */
export function checkForm<T>(
  schema: TSchema<T>,
  values: Record<string, unknown>,
  locale: TLocale,
): TChecked<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors = fieldErrors(result.error.issues, locale);
  for (const field of Object.keys(errors)) {
    if (isEmptyValue(values[field])) errors[field] = fieldMessage('required', locale);
  }
  return { ok: false, errors };
}

/** One value against one schema: the message to show beside it, or null. */
export function checkValue(schema: TSchema<unknown>, value: unknown, locale: TLocale): string | null {
  if (isEmptyValue(value)) return fieldMessage('required', locale);
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0];
  return issue ? issueMessage(issue, locale) : fieldMessage('invalid', locale);
}

/** The new password and its confirmation must match (spec rules section 5). */
export function confirmError(password: string, confirm: string, locale: TLocale): string | null {
  if (isEmptyValue(confirm)) return fieldMessage('required', locale);
  return password === confirm ? null : fieldMessage('passwordsMatch', locale);
}

export type TFormFailure = {
  /** Messages for the fields this form shows, from the envelope's Errors or from a field-specific code. */
  fields: TFieldErrors;
  /** The page-level message, or null when every problem sits beside a field. */
  message: string | null;
  code: TErrorCode | undefined;
  status: number;
};

/**
 * Where a failed call's messages go: the envelope's Errors beside the fields the form shows, an error code that
 * concerns one field beside that field (the catalogue's `fields` for the code, e.g. EMAIL_TAKEN: Email, or a
 * form's own `codeFields`, e.g. a wrong verification code), anything else in the page-level alert.
 */
export function formFailure(
  error: unknown,
  locale: TLocale,
  shownFields: readonly string[],
  codeFields: Partial<Record<TErrorCode, string>> = {},
): TFormFailure {
  if (!(error instanceof ApiRequestError)) {
    return { fields: {}, message: STATUS_MESSAGES.unexpected[locale], code: undefined, status: 0 };
  }
  const code = error.envelope?.ErrorCode;
  const fields: TFieldErrors = {};
  let unplaced = false;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if (shownFields.includes(field)) fields[field] = message;
    else unplaced = true;
  }
  const codeField = code
    ? (codeFields[code] ?? errorFields(code)?.find((field) => shownFields.includes(field)))
    : undefined;
  if (codeField && shownFields.includes(codeField)) fields[codeField] ??= error.message;
  const placed = Object.keys(fields).length > 0;
  return { fields, message: placed && !unplaced ? null : error.message, code, status: error.status };
}

/** Just the text of a failed call, for a screen with no fields to put it beside. */
export function failureMessage(error: unknown, locale: TLocale): string {
  // With no fields on screen, formFailure always keeps the page-level message.
  return formFailure(error, locale, []).message ?? STATUS_MESSAGES.unexpected[locale];
}
