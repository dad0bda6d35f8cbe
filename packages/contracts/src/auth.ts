import { z } from 'zod';
import { isValidTckn, isValidVkn, turkishMobileToE164 } from './identity.ts';
import { LANGUAGE_CODES } from './locale.ts';
import type { TLocalizedText } from './messages.ts';
import {
  LOGIN_FAILURE_WINDOW_MINUTES,
  LOGIN_MAX_FAILURES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SIGN_IN_LINK_TTL_HOURS,
  TEAM_INVITE_TTL_DAYS,
  TEAM_SIZE_FILTERS,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_TTL_SECONDS,
  VERIFICATION_MAX_ATTEMPTS,
  VERIFICATION_MAX_SENDS_PER_TARGET_PER_HOUR,
  VERIFICATION_RESEND_SECONDS,
} from './rules.ts';
import { isVerificationCode } from './verification.ts';

/** Rules (rules.ts) under their old names. */
export {
  LOGIN_FAILURE_WINDOW_MINUTES,
  LOGIN_MAX_FAILURES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SIGN_IN_LINK_TTL_HOURS,
  TEAM_INVITE_TTL_DAYS,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_TTL_SECONDS,
  VERIFICATION_MAX_ATTEMPTS,
  VERIFICATION_MAX_SENDS_PER_TARGET_PER_HOUR,
  VERIFICATION_RESEND_SECONDS,
};

export const VERIFICATION_PURPOSES = [
  'register',
  'login',
  'reset_password',
  'change_phone',
  'change_email',
] as const;
export type TVerificationPurpose = (typeof VERIFICATION_PURPOSES)[number];

export const LEGAL_TYPES = ['legal_entity', 'real_person'] as const;
export const LEGAL_SUFFIXES = ['AS', 'LTD'] as const;
export type TLegalSuffix = (typeof LEGAL_SUFFIXES)[number];

/** How a full company title must end for each legal suffix (spec: the title includes the legal suffix). */
export const LEGAL_SUFFIX_PATTERNS: Record<TLegalSuffix, RegExp> = {
  AS: /(A\.?\s?Ş\.?|ANONİM ŞİRKETİ)$/iu,
  LTD: /(LTD\.?\s?ŞTİ\.?|LİMİTED ŞİRKETİ)$/iu,
};

export function titleMatchesSuffix(title: string, suffix: TLegalSuffix): boolean {
  return LEGAL_SUFFIX_PATTERNS[suffix].test(title.trim().toLocaleUpperCase('tr'));
}

const ZName = z.string().trim().min(1).max(60);
export const ZEmail = z.string().trim().toLowerCase().max(254).pipe(z.email());
export const ZPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: 'password' })
  .max(PASSWORD_MAX_LENGTH);
export const ZCellPhone = z
  .string()
  .trim()
  .min(1)
  .transform((value, ctx) => {
    const e164 = turkishMobileToE164(value);
    if (!e164) ctx.addIssue({ code: 'custom', message: 'phone' });
    return e164 ?? value;
  });
export const ZCode = z.string().trim().refine(isVerificationCode, { message: 'code' });
const ZAccept = z.literal(true, { message: 'mustAccept' });

const accountFields = {
  Name: ZName,
  Surname: ZName,
  Email: ZEmail,
  Password: ZPassword,
  CellPhoneNumber: ZCellPhone,
  IsClarificationAccepted: ZAccept,
};

/**
 * POST user/register. The password may wait: the brief pop-up signs a client up with name, e-mail and phone
 * only, and the account sets its first password later (/need-password, POST user/initial-password-email).
 */
export const ZClientRegister = z.object({ ...accountFields, Password: ZPassword.optional() });
export type TClientRegister = z.input<typeof ZClientRegister>;

/** The brief pop-up's inline sign-up: the client registration without the password. */
export const ZBriefSignUp = ZClientRegister.omit({ Password: true });

const currentYear = new Date().getUTCFullYear();

/** An agency's name, legal details and contact: asked at sign-up and edited in the profile settings. */
export const agencyFields = {
  CompanyNickName: z.string().trim().min(2).max(80),
  LegalType: z.enum(LEGAL_TYPES),
  LegalSuffix: z.enum(LEGAL_SUFFIXES).nullish(),
  CompanyTitle: z.string().trim().min(3).max(250),
  TaxNumber: z.string().trim().regex(/^\d+$/, { message: 'digitsOnly' }),
  TaxOffice: z.string().trim().min(2).max(80),
  CountryId: z.coerce.number().int().positive(),
  CityId: z.coerce.number().int().positive(),
  DistrictId: z.coerce.number().int().positive(),
  Address: z.string().trim().min(5).max(500),
  Website: z
    .string()
    .trim()
    .max(250)
    .pipe(z.url({ protocol: /^https?$/ })),
  Phone: z
    .string()
    .trim()
    .regex(/^\+?[\d\s()-]{10,20}$/, { message: 'invalid' }),
  ContactEmail: ZEmail,
  TeamSize: z.enum(TEAM_SIZE_FILTERS),
  FoundedYear: z.coerce
    .number({ message: 'year' })
    .int({ message: 'year' })
    .min(1900, { message: 'year' })
    .max(currentYear, { message: 'year' }),
};

/** A legal entity names A.Ş. or LTD in its full title and has a valid VKN; a real person a valid TCKN. */
export function checkLegalDetails(
  value: {
    LegalType: (typeof LEGAL_TYPES)[number];
    LegalSuffix?: (typeof LEGAL_SUFFIXES)[number] | null | undefined;
    CompanyTitle: string;
    TaxNumber: string;
  },
  ctx: z.RefinementCtx,
) {
  if (value.LegalType === 'legal_entity') {
    if (!value.LegalSuffix) ctx.addIssue({ code: 'custom', path: ['LegalSuffix'], message: 'legalSuffix' });
    else if (!titleMatchesSuffix(value.CompanyTitle, value.LegalSuffix)) {
      ctx.addIssue({ code: 'custom', path: ['CompanyTitle'], message: 'companyTitle' });
    }
    if (!isValidVkn(value.TaxNumber)) ctx.addIssue({ code: 'custom', path: ['TaxNumber'], message: 'vkn' });
  } else if (!isValidTckn(value.TaxNumber)) {
    ctx.addIssue({ code: 'custom', path: ['TaxNumber'], message: 'tckn' });
  }
}

/** POST provider/register: the account plus the agency's legal details. */
export const ZProviderRegister = z
  .object({ ...accountFields, ...agencyFields })
  .superRefine(checkLegalDetails);
export type TProviderRegister = z.input<typeof ZProviderRegister>;

/** POST provider/register with an invite key: a team member joins an existing agency. */
export const ZTeamMemberRegister = z.object({ ...accountFields, InviteKey: z.string().min(10).max(100) });
export type TTeamMemberRegister = z.input<typeof ZTeamMemberRegister>;

/** POST /OAuth/authorize: e-mail and password, phone and SMS code, or a single-use sign-in link token. */
export const ZAuthorize = z.union([
  z.object({ Email: ZEmail, Password: z.string().min(1).max(PASSWORD_MAX_LENGTH) }),
  z.object({ CellPhoneNumber: ZCellPhone, Code: ZCode }),
  z.object({ SignInToken: z.string().min(20).max(200) }),
]);
export type TAuthorize = z.input<typeof ZAuthorize>;

export const ZAuthorizeResult = z.object({
  Token: z.string(),
  UserId: z.number().int(),
  ExpiresAt: z.string(),
  /** Where a sign-in link lands, already checked against the safe-path rule. */
  ReturnPath: z.string().nullable(),
});
export type TAuthorizeResult = z.infer<typeof ZAuthorizeResult>;

/** POST verification/send: to a phone, or for a password reset to either a phone or an e-mail. */
export const ZVerificationSend = z
  .object({
    Purpose: z.enum(VERIFICATION_PURPOSES),
    CellPhoneNumber: ZCellPhone.optional(),
    Email: ZEmail.optional(),
  })
  .refine((v) => v.CellPhoneNumber || (v.Purpose === 'reset_password' && v.Email), {
    path: ['CellPhoneNumber'],
    message: 'phone',
  });
export type TVerificationSend = z.input<typeof ZVerificationSend>;

export const ZVerificationStatus = z.object({
  /** Seconds until another code may be requested (the countdown). */
  ResendAfterSeconds: z.number().int(),
  ExpiresInSeconds: z.number().int(),
  AttemptsLeft: z.number().int(),
  /** "+90 532 *** ** 67" or "m***@example.com" */
  MaskedTarget: z.string(),
  Sender: z.string(),
});
export type TVerificationStatus = z.infer<typeof ZVerificationStatus>;

/** GET verification/check: the current code's countdown for a target. */
export const ZVerificationStatusQuery = z
  .object({
    Purpose: z.enum(VERIFICATION_PURPOSES),
    CellPhoneNumber: ZCellPhone.optional(),
    Email: ZEmail.optional(),
  })
  .refine((v) => v.CellPhoneNumber || v.Email, { path: ['CellPhoneNumber'], message: 'phone' });

/** POST verification/check: is this code right? Counts as a try; does not use the code up. */
export const ZVerificationCheck = z
  .object({
    Purpose: z.enum(VERIFICATION_PURPOSES),
    CellPhoneNumber: ZCellPhone.optional(),
    Email: ZEmail.optional(),
    Code: ZCode,
  })
  .refine((v) => v.CellPhoneNumber || v.Email, { path: ['CellPhoneNumber'], message: 'phone' });

/** POST user/register/confirm: the phone code of a sign-up; the account is created and signed in (issue 15). */
export const ZRegisterConfirm = z.object({ CellPhoneNumber: ZCellPhone, Code: ZCode });
export type TRegisterConfirm = z.input<typeof ZRegisterConfirm>;

/** PUT verification/verify: the signed-in user confirms their phone with the code. */
export const ZVerificationVerify = z.object({ Code: ZCode });

/**
 * PUT user/initiliaze-phone: the signed-in user sets (or changes) their phone; a code is sent to it. Replacing a
 * verified number needs the CurrentPassword (when the account has one) and waits for the new number's code.
 */
export const ZInitializePhone = z.object({
  CellPhoneNumber: ZCellPhone,
  CurrentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
});

/** PUT /api/OAuth/password: forgot password, with the code sent to the phone or e-mail. */
export const ZPasswordReset = z
  .object({
    CellPhoneNumber: ZCellPhone.optional(),
    Email: ZEmail.optional(),
    Code: ZCode,
    NewPassword: ZPassword,
  })
  .refine((v) => v.CellPhoneNumber || v.Email, { path: ['CellPhoneNumber'], message: 'phone' });

/** PUT user/password: CurrentPassword is required unless the account has none yet (initial password). */
export const ZPasswordChange = z.object({
  CurrentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  NewPassword: ZPassword,
});

/**
 * PUT user/name (client settings: name, surname and login e-mail). A new Email needs the CurrentPassword (or,
 * for an account without a password, the `change_email` Code sent to its phone) and waits for the new
 * address to confirm it by link (issue 15).
 */
export const ZUserName = z.object({
  Name: ZName,
  Surname: ZName,
  Email: ZEmail.optional(),
  CurrentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  Code: ZCode.optional(),
});
export type TUserName = z.input<typeof ZUserName>;

/** The login e-mail change waiting for the new address (PUT user/name, GET user/email-change). */
export const ZEmailChangeStatus = z.object({
  /** The new address until it confirms; null when no change waits. */
  PendingEmail: z.string().nullable(),
  ExpiresAt: z.string().nullable(),
  /** Whether an e-mail change asks for the password (false: a code to the phone). */
  HasPassword: z.boolean(),
});
export type TEmailChangeStatus = z.infer<typeof ZEmailChangeStatus>;

/** PUT user/name's answer when its new login e-mail now waits for the link (the name itself is saved). */
export const EMAIL_CHANGE_SENT_MESSAGE: TLocalizedText = {
  tr: 'Bilgileriniz kaydedildi. Yeni adresinize gönderdiğimiz bağlantıyı açtığınızda giriş e-postanız değişecek.',
  en: 'Your details are saved. Your login e-mail changes once you open the link we sent to the new address.',
};

/** POST user/email-change/confirm and /report: the token from the e-mailed link. */
export const ZEmailChangeToken = z.object({ Token: z.string().min(10).max(200) });
export const ZEmailChangeConfirmed = z.object({ Email: z.string() });

export const LANGUAGE_CODE_VALUES = [LANGUAGE_CODES.tr, LANGUAGE_CODES.en] as [string, ...string[]];
/** PUT user/language */
export const ZUserLanguage = z.object({ LanguageCode: z.enum(LANGUAGE_CODE_VALUES) });

/** POST ExternalUser: the agency owner invites a team member. */
export const ZTeamInvite = z.object({
  Title: z.string().trim().min(2).max(80),
  Name: ZName,
  Surname: ZName,
  Email: ZEmail,
  CellPhoneNumber: ZCellPhone,
});
export type TTeamInvite = z.input<typeof ZTeamInvite>;

export const TEAM_MEMBER_STATUSES = ['invited', 'active', 'expired'] as const;
export const ZTeamMember = z.object({
  Id: z.number().int(),
  Title: z.string(),
  Name: z.string(),
  Surname: z.string(),
  Email: z.string(),
  CellPhoneNumber: z.string(),
  Status: z.enum(TEAM_MEMBER_STATUSES),
  IsOwner: z.boolean(),
  CreatedAt: z.string(),
});
export type TTeamMember = z.infer<typeof ZTeamMember>;

/** POST user/invite: send the invitation e-mail of a pending team member again. */
export const ZResendInvite = z.object({ ExternalUserId: z.number().int().positive() });

/** GET ProviderInviteLink/{id} */
export const ZInviteLink = z.object({
  AgencyName: z.string(),
  Title: z.string(),
  Name: z.string(),
  Surname: z.string(),
  Email: z.string(),
  CellPhoneNumber: z.string(),
  ExpiresAt: z.string(),
});
export type TInviteLink = z.infer<typeof ZInviteLink>;

/** PUT Provider/approve and PUT Provider/approve-contract */
export const ZProviderApprove = z.object({ IsApproved: z.literal(true, { message: 'mustAccept' }) });

/** What the outbox adapters recorded (GET /api/dev/outbox, outside production only). */
export const ZOutboxMessage = z.object({
  Id: z.number().int(),
  Channel: z.enum(['email', 'sms', 'whatsapp', 'webhook']),
  To: z.string(),
  Subject: z.string().nullable(),
  Text: z.string(),
  Html: z.string().nullable(),
  Template: z.string(),
  /** queued: waiting or being retried; dead: given up after the retry limit (LastError says why). */
  Status: z.enum(['queued', 'sent', 'stored', 'dead', 'discarded']),
  Attempts: z.number().int(),
  LastError: z.string().nullable(),
  CreatedAt: z.string(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;
