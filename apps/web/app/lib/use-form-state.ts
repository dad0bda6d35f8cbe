import { useEffect, useState } from 'react';
import { focusFirstError } from './focus-first-error.ts';
// A type only: the error table in form-errors.ts is not loaded with this module.
import type { TFieldErrors } from './form-errors.ts';

/** Where a failed call's messages go (form-errors.ts `formFailure` works it out). */
export type TFailurePlacement = { fields: TFieldErrors; message: string | null };

/**
 * Values, field messages and a page-level message for one small form, without the error table: `useForm`
 * (use-form.ts) adds `fail`, which places an API failure; a page that loads its checks and messages on first
 * submit (the login) works them out itself and hands the result to `show`.
 * A failed step (`setErrors` with messages, or `show` placing some beside fields) moves the keyboard focus to
 * the first field with a message; updates written as functions (live checks while typing) leave focus alone.
 */
export function useFormState<TValues extends Record<string, unknown>>(initial: TValues) {
  const [values, setValues] = useState<TValues>(initial);
  const [errors, setErrorsState] = useState<TFieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  // Each failed step asks once; the focus moves after React has rendered the messages, whether the step
  // failed inside the submit event or after an await (the login loads its checks first).
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) focusFirstError();
  }, [focusRequest]);

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
    if (typeof next !== 'function' && Object.keys(next).length > 0) setFocusRequest((count) => count + 1);
  }

  function reset() {
    setErrorsState({});
    setAlert(null);
  }

  /** Shows a placed failure: messages beside the fields, the rest in the alert. */
  function show(failure: TFailurePlacement) {
    setErrors(failure.fields);
    setAlert(failure.message);
  }

  return { values, setValues, setValue, text, errors, setErrors, alert, setAlert, reset, show };
}
