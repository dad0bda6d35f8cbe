import {
  FIELD_MESSAGES,
  fieldErrors,
  STATUS_MESSAGES,
  type TErrorCode,
  type TIssueLike,
  type TLocale,
} from '@brifa/contracts';
import { ApiRequestError } from './api-client.ts';

/** Field name -> message shown beside that field. */
export type TFormErrors = Record<string, string>;

/** The part of a zod schema forms use, so the web app checks input with the very schemas the API uses. */
type TSafeParser<T> = {
  safeParse: (
    value: unknown,
  ) => { success: true; data: T } | { success: false; error: { issues: readonly TIssueLike[] } };
};

export type TValidation<T> = { ok: true; data: T } | { ok: false; errors: TFormErrors };

/**
 * Checks form values against a contracts schema; the messages are the API's own, in the page language.
 * An empty field always reads "required" (spec rules section 5), even where the schema's first complaint
 * would be a minimum length.
 */
export function validateForm<T>(schema: TSafeParser<T>, values: unknown, locale: TLocale): TValidation<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors = fieldErrors(result.error.issues, locale);
  if (values && typeof values === 'object') {
    for (const [field, value] of Object.entries(values)) {
      if (errors[field] && typeof value === 'string' && value.trim() === '') {
        errors[field] = FIELD_MESSAGES.required[locale];
      }
    }
  }
  return { ok: false, errors };
}

export type TFailure = {
  /** The API's Message (already in the caller's language) or a localised fallback. */
  message: string;
  /** Field messages of the envelope's Errors, to show beside the fields. */
  fields: TFormErrors;
  code: TErrorCode | undefined;
  status: number;
};

/** What a screen shows for a failed call. */
export function describeFailure(error: unknown, locale: TLocale): TFailure {
  if (error instanceof ApiRequestError) {
    return {
      message: error.message,
      fields: error.fieldErrors,
      code: error.envelope?.ErrorCode,
      status: error.status,
    };
  }
  return { message: STATUS_MESSAGES.unexpected[locale], fields: {}, code: undefined, status: 0 };
}
