import { isLocale, maskPhone, SIGN_IN_LINK_TTL_HOURS, type TLocale } from '@brifa/contracts';
import { commonErrors } from '../../../platform/common.errors.ts';
import { uniqueViolation } from '../../../platform/db-errors.ts';
import { publicUrl, type TDeps } from '../../../platform/deps.ts';
import { enqueue } from '../../outbox/outbox.service.ts';
import { TEMPLATES } from '../../outbox/templates.ts';
import { emailOwnerWithWayBack } from '../account-links.ts';
import { clearLoginFailures, revokeUserSessions } from '../auth/auth.repo.ts';
import { issueSignInToken, type TClientInfo } from '../auth/auth.service.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { identityErrors } from '../identity.errors.ts';
import { latestCode, latestCodeOfUser } from '../verification/verification.repo.ts';
import { checkCode, sendCode } from '../verification/verification.service.ts';
import { assertCurrentPassword, emailChangeStatus, requestEmailChange } from './email-change.service.ts';
import {
  findUserByEmail,
  findUserById,
  findUserByPhone,
  insertUser,
  takenIdentifiers,
  updateUser,
} from './users.repo.ts';
import type { users } from './users.table.ts';

export type TAccountInput = {
  Name: string;
  Surname: string;
  Email: string;
  /** Optional for a client only: the brief pop-up's sign-up sets it later (/need-password). */
  Password?: string | undefined;
  CellPhoneNumber: string;
};

/** EMAIL_TAKEN / PHONE_TAKEN with the field marked, checked before insert and again by the unique indexes. */
export async function assertIdentifiersFree(
  deps: TDeps,
  input: { email?: string | undefined; cellPhone?: string | undefined; exceptUserId?: number },
) {
  const taken = await takenIdentifiers(deps.db, input);
  if (taken.email) throw identityErrors.emailTaken();
  if (taken.phone) throw identityErrors.phoneTaken();
}

export function translateUniqueViolation(error: unknown): never {
  const violation = uniqueViolation(error);
  if (violation?.constraint.includes('email')) throw identityErrors.emailTaken();
  if (violation?.constraint.includes('phone')) throw identityErrors.phoneTaken();
  throw error;
}

/** The form of a sign-up as kept while it waits for its phone code (the password only as its hash). */
export type TAccountFields = Omit<TAccountInput, 'Password'>;

/** A new account row, in the caller's language; its phone is verified (the sign-up code proved it). */
export function newAccountRow(
  input: TAccountFields,
  userType: 'client' | 'provider',
  locale: TLocale,
  passwordHash: string | null,
): typeof users.$inferInsert {
  return {
    userType,
    name: input.Name,
    surname: input.Surname,
    email: input.Email,
    cellPhone: input.CellPhoneNumber,
    passwordHash,
    isPhoneVerified: true,
    language: locale,
  };
}

/**
 * The client's account, once the sign-up's phone code is entered (signup.service.ts). The sign-up's required
 * acceptance is recorded as acceptance of the terms of use in force (issue 20).
 */
export async function createClientAccount(
  deps: TDeps,
  input: TAccountFields,
  passwordHash: string | null,
  locale: TLocale,
) {
  return insertUser(deps.db, {
    ...newAccountRow(input, 'client', locale, passwordHash),
    termsVersion: deps.config.CLIENT_TERMS_VERSION,
    termsAcceptedAt: deps.clock.now(),
  }).catch(translateUniqueViolation);
}

/**
 * PUT verification/verify: the signed-in user confirms their phone with the code sent to it: a number waiting to
 * replace a verified one (initializePhone) becomes the account's number only now.
 */
export async function verifyPhone(deps: TDeps, userId: number, code: string) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw commonErrors.unauthorized();
  const change = await latestCodeOfUser(deps.db, 'change_phone', userId);
  const now = deps.clock.now();
  if (user.isPhoneVerified && change && change.target !== user.cellPhone && !change.consumedAt) {
    await checkCode(deps, { purpose: 'change_phone', target: change.target, code, consume: true });
    await assertIdentifiersFree(deps, { cellPhone: change.target, exceptUserId: userId });
    await updateUser(deps.db, userId, { cellPhone: change.target, isPhoneVerified: true }, now).catch(
      translateUniqueViolation,
    );
    await emailOwnerWithWayBack(deps, user, 'phoneChanged', { maskedPhone: maskPhone(change.target) });
    return;
  }
  const latestPurpose = await pickPhonePurpose(deps, user.cellPhone);
  await checkCode(deps, { purpose: latestPurpose, target: user.cellPhone, code, consume: true });
  await updateUser(deps.db, userId, { isPhoneVerified: true }, now);
}

/** A phone is confirmed with the code of sign-up or of a phone change, whichever was sent last. */
async function pickPhonePurpose(deps: TDeps, cellPhone: string): Promise<'register' | 'change_phone'> {
  const [register, change] = await Promise.all([
    latestCode(deps.db, 'register', cellPhone),
    latestCode(deps.db, 'change_phone', cellPhone),
  ]);
  if (!change) return 'register';
  if (!register) return 'change_phone';
  return change.id > register.id ? 'change_phone' : 'register';
}

/**
 * PUT user/initiliaze-phone: sends a code to the new number. A verified number is replaced only when that code
 * comes back (verifyPhone), and only with the current password when the account has one; a number not yet
 * verified (the sign-up's, an older account's) is replaced at once, as before.
 */
export async function initializePhone(
  deps: TDeps,
  userId: number,
  input: { CellPhoneNumber: string; CurrentPassword?: string | undefined },
  client: TClientInfo,
  locale: TLocale,
) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw commonErrors.unauthorized();
  const cellPhone = input.CellPhoneNumber;
  if (user.cellPhone !== cellPhone) {
    if (user.isPhoneVerified && user.passwordHash) {
      const owner = { ...user, passwordHash: user.passwordHash };
      await assertCurrentPassword(deps, owner, input.CurrentPassword, client, locale);
    }
    await assertIdentifiersFree(deps, { cellPhone, exceptUserId: userId });
    if (!user.isPhoneVerified) {
      await updateUser(deps.db, userId, { cellPhone, isPhoneVerified: false }, deps.clock.now()).catch(
        translateUniqueViolation,
      );
    }
  }
  return sendCode(deps, {
    purpose: 'change_phone',
    target: { channel: 'sms', target: cellPhone },
    userId,
    ip: client.ip,
    locale,
    deliverTo: true,
  });
}

/** PUT user/password. Without a password yet (accounts created inline), no current password is asked. */
export async function changePassword(
  deps: TDeps,
  auth: { userId: number; sessionId: string },
  input: { CurrentPassword?: string | undefined; NewPassword: string },
) {
  const user = await findUserById(deps.db, auth.userId);
  if (!user) throw commonErrors.unauthorized();
  if (user.passwordHash && !(await verifyPassword(user.passwordHash, input.CurrentPassword ?? ''))) {
    throw identityErrors.wrongCurrentPassword();
  }
  const now = deps.clock.now();
  await updateUser(deps.db, user.id, { passwordHash: await hashPassword(input.NewPassword) }, now);
  // Other devices signed in with the old password are signed out; this one stays.
  await revokeUserSessions(deps.db, user.id, now, auth.sessionId);
  await emailOwnerWithWayBack(deps, user, 'passwordChanged', {});
}

/** PUT /api/OAuth/password: forgot password. Unknown accounts fail exactly like a wrong code. */
export async function resetPassword(
  deps: TDeps,
  input: {
    CellPhoneNumber?: string | undefined;
    Email?: string | undefined;
    Code: string;
    NewPassword: string;
  },
) {
  const target = input.CellPhoneNumber ?? input.Email!;
  await checkCode(deps, { purpose: 'reset_password', target, code: input.Code, consume: true });
  const user = input.CellPhoneNumber
    ? await findUserByPhone(deps.db, input.CellPhoneNumber)
    : await findUserByEmail(deps.db, input.Email!);
  if (!user) throw identityErrors.verificationCodeInvalid(['Code']);
  const now = deps.clock.now();
  // Receiving the code by SMS proves the phone as well.
  await updateUser(
    deps.db,
    user.id,
    {
      passwordHash: await hashPassword(input.NewPassword),
      ...(input.CellPhoneNumber ? { isPhoneVerified: true } : {}),
    },
    now,
  );
  await revokeUserSessions(deps.db, user.id, now);
  await emailOwnerWithWayBack(deps, user, 'passwordChanged', {});
  // The code proved the owner: wrong passwords tried by others no longer hold back password sign-in.
  await clearLoginFailures(deps.db, user.email);
}

/** POST user/initial-password-email: a sign-in link that lands on /need-password. */
export async function sendInitialPasswordEmail(deps: TDeps, userId: number, locale: TLocale) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw commonErrors.unauthorized();
  const language = isLocale(user.language) ? user.language : locale;
  // The link works only if its e-mail exists: both commit together.
  await deps.db.transaction(async (tx) => {
    const scoped = { ...deps, db: tx };
    const token = await issueSignInToken(scoped, user.id, '/need-password');
    const link = `${publicUrl(deps.config)}/oauth?token=${encodeURIComponent(token)}`;
    await enqueue(scoped, {
      channel: 'email',
      to: user.email,
      template: 'initialPassword',
      locale: language,
      rendered: TEMPLATES.initialPassword(language, { name: user.name, link, hours: SIGN_IN_LINK_TTL_HOURS }),
    });
  });
}

/**
 * PUT user/name. Name and surname are saved at once (and stay saved if the e-mail part fails); a new login
 * e-mail only becomes pending (email-change.service.ts).
 */
export async function updateName(
  deps: TDeps,
  userId: number,
  input: {
    Name: string;
    Surname: string;
    Email?: string | undefined;
    CurrentPassword?: string | undefined;
    Code?: string | undefined;
  },
  client: TClientInfo,
  locale: TLocale,
) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw commonErrors.unauthorized();
  await updateUser(deps.db, userId, { name: input.Name, surname: input.Surname }, deps.clock.now());
  const pending = await emailChangeStatus(deps, userId);
  const email = input.Email;
  if (email && email !== user.email && email !== pending.PendingEmail) {
    await requestEmailChange(deps, { ...user, name: input.Name }, { ...input, Email: email }, client, locale);
  }
  return emailChangeStatus(deps, userId);
}

export async function setLanguage(deps: TDeps, userId: number, locale: TLocale) {
  await updateUser(deps.db, userId, { language: locale }, deps.clock.now());
}

/** What other modules may use of this module's data (they ask the owner, never its repo). */
export { findMembership, findUserByEmail, findUserById, setNoticeEmailsOff } from './users.repo.ts';

/**
 * An operator resends a user's phone verification (issue 17): a new sign-up code by SMS to the account's
 * number, through the same limits as the user's own resend (not before the countdown, a few an hour). A
 * verified phone is refused (PHONE_ALREADY_VERIFIED). Answers where the code went (masked) for the audit row.
 */
export async function resendPhoneVerification(deps: TDeps, userId: number): Promise<{ sentTo: string }> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw identityErrors.userNotFound();
  if (user.isPhoneVerified) throw identityErrors.phoneAlreadyVerified();
  await sendCode(deps, {
    purpose: 'register',
    target: { channel: 'sms', target: user.cellPhone },
    userId,
    ip: undefined,
    locale: user.language === 'en' ? 'en' : 'tr',
    deliverTo: true,
  });
  return { sentTo: maskPhone(user.cellPhone) };
}
