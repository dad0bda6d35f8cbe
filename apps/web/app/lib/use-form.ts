import type { TErrorCode } from '@brifa/contracts';
import { useState } from 'react';
import { focusFirstError } from './focus-first-error.ts';
import { formFailure, type TFieldErrors } from './form-errors.ts';
import { useLocale } from './i18n.tsx';

/**
 * Values, field messages and a page-level message for one small form (no form library in this app).
 * Editing a field clears its message; `fail` places an API failure beside fields or in the alert.
 * A failed step (`setErrors` with messages, or `fail` placing some beside fields) moves the keyboard focus to
 * the first field with a message; updates written as functions (live checks while typing) leave focus alone.
 */
export function useForm<TValues extends Record<string, unknown>>(initial: TValues) {
  const locale = useLocale();
  const [values, setValues] = useState<TValues>(initial);
  const [errors, setErrorsState] = useState<TFieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);

  function setValue<K extends keyof TValues & string>(field: K, value: TValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrorsState((current) => {
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  }

  /** Value, message and onChange for a text field. */
  function text<K extends keyof TValues & string>(
    field: K,
    transform: (raw: string) => string = (raw) => raw,
  ) {
    return {
      name: field,
      value: values[field] as string,
      error: errors[field],
      onChange: (event: { currentTarget: { value: string } }) =>
        setValue(field, transform(event.currentTarget.value) as TValues[K]),
    };
  }

  function setErrors(next: TFieldErrors | ((current: TFieldErrors) => TFieldErrors)) {
    setErrorsState(next);
    if (typeof next !== 'function' && Object.keys(next).length > 0) focusFirstError();
  }

  function reset() {
    setErrorsState({});
    setAlert(null);
  }

  /** Shows a failed call: fields the form has get their messages, the rest goes to the alert. */
  function fail(error: unknown, codeFields: Partial<Record<TErrorCode, keyof TValues & string>> = {}) {
    const failure = formFailure(error, locale, Object.keys(values), codeFields);
    setErrors(failure.fields);
    setAlert(failure.message);
    return failure;
  }

  return { values, setValues, setValue, text, errors, setErrors, alert, setAlert, reset, fail };
}
