import {
  fieldMessage,
  identityEndpoints,
  type TAuthorize,
  type TAuthorizeResult,
  type TErrorCode,
  type TLocale,
  type TVerificationSend,
  type TVerificationStatus,
  ZCellPhone,
  ZEmail,
} from '@brifa/contracts';
import { callEndpoint, type TApiContext } from '../../lib/api-client.ts';
import { checkValue, formFailure, type TFieldErrors } from '../../lib/form-errors.ts';

/*
 * What the login page needs only once the visitor submits: the contracts' checks (zod) and the bilingual error
 * table, and the endpoint calls (whose tables hold the schemas). The page loads this module on first focus of
 * a form or first submit (`loadChecks` in routes/account/login.tsx), so its first load carries neither (issue 16, js-budget test).
 */

// The calls themselves, without the hooks of api/authorize.ts and lib/api/send-verification.ts (their
// react-query hooks in this chunk would change how the shared query code is split).

/** POST /OAuth/authorize (as api/authorize.ts). */
export function authorize(api: TApiContext, body: TAuthorize): Promise<TAuthorizeResult> {
  return callEndpoint(api, identityEndpoints.postOAuthAuthorize, { body });
}

/** POST verification/send (as lib/api/send-verification.ts). */
export function sendVerification(api: TApiContext, body: TVerificationSend): Promise<TVerificationStatus> {
  return callEndpoint(api, identityEndpoints.postVerificationSend, { body });
}

/** The e-mail form's messages before anything is sent: an e-mail the API would take, and a password. */
export function emailLoginErrors(values: { Email: string; Password: string }, locale: TLocale): TFieldErrors {
  const errors: TFieldErrors = {};
  const email = checkValue(ZEmail, values.Email, locale);
  if (email) errors.Email = email;
  if (!values.Password) errors.Password = fieldMessage('required', locale);
  return errors;
}

/** The phone as the API takes it (E.164), or the message to show beside the field. */
export function checkLoginPhone(
  value: string,
  locale: TLocale,
): { ok: true; phone: string } | { ok: false; error: string } {
  const problem = checkValue(ZCellPhone, value, locale);
  const parsed = ZCellPhone.safeParse(value);
  if (problem || !parsed.success) return { ok: false, error: problem ?? '' };
  return { ok: true, phone: parsed.data };
}

/** The message beside a code that is not a whole code. */
export function codeMessage(locale: TLocale): string {
  return fieldMessage('code', locale);
}

/** Where a failed call's messages go on a form showing `fields` (form-errors.ts formFailure). */
export function loginFailure(
  error: unknown,
  locale: TLocale,
  fields: readonly string[],
  codeFields: Partial<Record<TErrorCode, string>> = {},
) {
  return formFailure(error, locale, fields, codeFields);
}
