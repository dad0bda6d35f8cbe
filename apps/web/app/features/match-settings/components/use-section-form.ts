import { matchSettingsErrors, type TIssueLike } from '@brifa/contracts';
import { useState } from 'react';
import { formFailure, type TFieldErrors } from '../../../lib/form-errors.ts';
import { useLocale } from '../../../lib/i18n.tsx';

type TRuleSchema<T> = {
  safeParse: (
    value: unknown,
  ) => { success: true; data: T } | { success: false; error: { issues: readonly TIssueLike[] } };
};

/**
 * Field messages and a section-level message for one section. Checks values with the contracts rule schema
 * (the API's very sentences) before sending, and places an API failure beside the section's fields.
 */
export function useSectionForm(fields: readonly string[]) {
  const locale = useLocale();
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);

  function check<T>(schema: TRuleSchema<T>, values: unknown): T | null {
    setAlert(null);
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(matchSettingsErrors(result.error.issues, locale));
    return null;
  }

  function fail(error: unknown) {
    const failure = formFailure(error, locale, fields);
    setErrors(failure.fields);
    setAlert(failure.message);
  }

  function clear(field: string) {
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  }

  return { errors, alert, check, fail, clear };
}
