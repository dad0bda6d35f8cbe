import type { TErrorCode } from '@brifa/contracts';
import { formFailure } from './form-errors.ts';
import { useLocale } from './i18n.tsx';
import { useFormState } from './use-form-state.ts';

/**
 * Values, field messages and a page-level message for one small form (no form library in this app).
 * Editing a field clears its message; `fail` places an API failure beside fields or in the alert.
 * A failed step (`setErrors` with messages, or `fail` placing some beside fields) moves the keyboard focus to
 * the first field with a message; updates written as functions (live checks while typing) leave focus alone.
 */
export function useForm<TValues extends Record<string, unknown>>(initial: TValues) {
  const locale = useLocale();
  const form = useFormState(initial);

  /** Shows a failed call: fields the form has get their messages, the rest goes to the alert. */
  function fail(error: unknown, codeFields: Partial<Record<TErrorCode, keyof TValues & string>> = {}) {
    const failure = formFailure(error, locale, Object.keys(form.values), codeFields);
    form.show(failure);
    return failure;
  }

  return { ...form, fail };
}
