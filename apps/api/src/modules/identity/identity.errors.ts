import { errorFields, errorMessage, type TLocale, waitMessage } from '@brifa/contracts';
import { ApiError } from '../../platform/api-error.ts';

/** What the identity module raises (codes in packages/contracts/src/errors/identity.errors.ts). */
export const identityErrors = {
  invalidCredentials: () => new ApiError('INVALID_CREDENTIALS'),
  invalidPhoneCode: () => new ApiError('INVALID_PHONE_CODE'),
  /** The message ends with the wait in words ("Kalan bekleme süresi: 2 saniye."); the answer carries Retry-After. */
  loginTooManyAttempts: (waitSeconds: number, locale: TLocale) =>
    new ApiError('LOGIN_TOO_MANY_ATTEMPTS', {
      message: `${errorMessage('LOGIN_TOO_MANY_ATTEMPTS', locale)} ${waitMessage(waitSeconds, locale)}`,
      headers: { 'retry-after': String(waitSeconds) },
    }),
  /** Marked on the Code field when the form has one. */
  verificationCodeInvalid: (fields?: string[]) =>
    new ApiError('VERIFICATION_CODE_INVALID', fields ? { fields } : {}),
  verificationCodeExpired: () =>
    new ApiError('VERIFICATION_CODE_EXPIRED', { fields: errorFields('VERIFICATION_CODE_EXPIRED') }),
  verificationTooManyAttempts: () => new ApiError('VERIFICATION_TOO_MANY_ATTEMPTS'),
  /** The message ends with the seconds left, e.g. "(42 s)". */
  verificationResendTooSoon: (waitSeconds: number, locale: TLocale) =>
    new ApiError('VERIFICATION_RESEND_TOO_SOON', {
      message: `${errorMessage('VERIFICATION_RESEND_TOO_SOON', locale)} (${waitSeconds} s)`,
    }),
  verificationTooManySends: () => new ApiError('VERIFICATION_TOO_MANY_SENDS'),
  verificationTargetDailyLimit: () => new ApiError('VERIFICATION_TARGET_DAILY_LIMIT'),
  emailTaken: () => new ApiError('EMAIL_TAKEN', { fields: errorFields('EMAIL_TAKEN') }),
  phoneTaken: () => new ApiError('PHONE_TAKEN', { fields: errorFields('PHONE_TAKEN') }),
  wrongCurrentPassword: () =>
    new ApiError('WRONG_CURRENT_PASSWORD', { fields: errorFields('WRONG_CURRENT_PASSWORD') }),
  signInLinkInvalid: () => new ApiError('SIGN_IN_LINK_INVALID'),
  currentPasswordRequired: () =>
    new ApiError('CURRENT_PASSWORD_REQUIRED', { fields: errorFields('CURRENT_PASSWORD_REQUIRED') }),
  emailChangeLinkInvalid: () => new ApiError('EMAIL_CHANGE_LINK_INVALID'),
  emailChangeReportInvalid: () => new ApiError('EMAIL_CHANGE_REPORT_INVALID'),
  registrationCodeInvalid: () =>
    new ApiError('REGISTRATION_CODE_INVALID', { fields: errorFields('REGISTRATION_CODE_INVALID') }),
  inviteInvalid: () => new ApiError('INVITE_INVALID'),
  teamOwnerOnly: () => new ApiError('TEAM_OWNER_ONLY'),
  teamMemberExists: (field: 'Email' | 'CellPhoneNumber') =>
    new ApiError('TEAM_MEMBER_EXISTS', { fields: [field] }),
  /** The signed-in user has no agency. agencies and briefs raise it after their own membership look-up. */
  providersOnly: () => new ApiError('PROVIDERS_ONLY'),
  /** No agency with this id or slug (ledger's operator grant, briefs' optional agencies raise it too). */
  providerNotFound: (fields?: string[]) => new ApiError('PROVIDER_NOT_FOUND', fields ? { fields } : {}),
  /** An operator suspended the client (briefs raises it when a suspended client posts). */
  accountSuspended: () => new ApiError('ACCOUNT_SUSPENDED'),
  userNotFound: () => new ApiError('USER_NOT_FOUND'),
  phoneAlreadyVerified: () => new ApiError('PHONE_ALREADY_VERIFIED'),
};
