import type { TErrorCode } from '@brifa/contracts';
import { type ChangeEvent, useState } from 'react';
import { describeFailure, type TFormErrors } from './form-errors.ts';
import { useLocale } from './i18n.tsx';

/**
 * Values, field messages and a form-level message for a small form without a form library.
 * `fail` puts an API failure where it belongs: the envelope's field Errors beside their fields, an error code
 * known to concern one field beside that field, anything else above the buttons.
 */
export function useFormState<TValues extends Record<string, string>>(initial: TValues) {
  const locale = useLocale();
  const [values, setValues] = useState<TValues>(initial);
  const [errors, setErrors] = useState<TFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  function setValue<K extends keyof TValues>(field: K, value: TValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field as string]: _removed, ...rest } = current;
      return rest;
    });
  }

  /** onChange for a text input. */
  function bind<K extends keyof TValues>(field: K) {
    return {
      value: values[field],
      error: errors[field as string],
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        setValue(field, event.currentTarget.value as TValues[K]),
    };
  }

  function clearErrors() {
    setErrors({});
    setFormError(null);
  }

  function fail(error: unknown, fieldOf: Partial<Record<TErrorCode, keyof TValues & string>> = {}) {
    const failure = describeFailure(error, locale);
    const field = failure.code ? fieldOf[failure.code] : undefined;
    const fields = { ...failure.fields };
    if (field && !fields[field]) fields[field] = failure.message;
    setErrors(fields);
    // A message about a field this form does not show would otherwise be lost.
    const shown = Object.keys(fields).some((name) => Object.hasOwn(values, name));
    setFormError(shown ? null : failure.message);
  }

  return {
    values,
    setValues,
    setValue,
    bind,
    errors,
    setErrors,
    formError,
    setFormError,
    clearErrors,
    fail,
  };
}
