import {
  PENDING_REGISTRATION_TTL_MINUTES,
  type TAuthorizeResult,
  type TLocale,
  type TVerificationStatus,
} from '@brifa/contracts';
import { ApiError } from '../../../platform/api-error.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { enqueue } from '../../outbox/outbox.service.ts';
import { TEMPLATES } from '../../outbox/templates.ts';
import { accountPageLink } from '../account-links.ts';
import { createProviderAccount, type TProviderInput } from '../accounts/providers.service.ts';
import { createSession, type TClientInfo } from '../auth/auth.service.ts';
import { hashPassword } from '../auth/passwords.ts';
import { identityErrors } from '../identity.errors.ts';
import { createTeamMember } from '../team/team.service.ts';
import {
  completeRegistration,
  findOpenRegistration,
  insertPendingRegistration,
} from '../users/pending-registrations.repo.ts';
import { takenIdentifiers } from '../users/users.repo.ts';
import { createClientAccount, type TAccountFields, type TAccountInput } from '../users/users.service.ts';
import { checkCode, sendCode } from '../verification/verification.service.ts';

/**
 * Sign-up without account enumeration (decisions.md "No account enumeration at sign-up"): POST user/register
 * and provider/register answer the same for a known and a new e-mail or phone: "a code went to your phone".
 * The account is created, verified and signed in only when that code comes back. A known phone gets a
 * "you already have an account" SMS instead of a code, a known e-mail a "you already have an account" e-mail.
 */
type TKind = 'client' | 'provider' | 'team_member';
type TSignUpInput = TAccountInput & Record<string, unknown>;

export async function startRegistration(
  deps: TDeps,
  kind: TKind,
  input: TSignUpInput,
  client: TClientInfo,
  locale: TLocale,
): Promise<TVerificationStatus> {
  const { Password, ...fields } = input;
  // Hashed for every sign-up that has one, known or not, so the answer takes as long either way. Without one
  // (the brief pop-up) the account sets its first password later (/need-password).
  const passwordHash = Password === undefined ? null : await hashPassword(Password);
  const phone = input.CellPhoneNumber;
  const taken = await takenIdentifiers(deps.db, { email: input.Email, cellPhone: phone });
  // The same limits and countdown for every number; the code reaches only a number without an account.
  const status = await sendCode(deps, {
    purpose: 'register',
    target: { channel: 'sms', target: phone },
    userId: null,
    ip: client.ip,
    locale,
    deliverTo: !taken.phone,
  });
  const now = deps.clock.now();
  const login = accountPageLink(deps, 'login', locale);
  await deps.db.transaction(async (tx) => {
    const scoped = { ...deps, db: tx };
    if (!taken.phone) {
      await insertPendingRegistration(tx, {
        cellPhone: phone,
        kind,
        payload: fields,
        passwordHash,
        language: locale,
        createdAt: now,
        expiresAt: new Date(now.getTime() + PENDING_REGISTRATION_TTL_MINUTES * 60 * 1000),
      });
    } else {
      await enqueue(scoped, {
        channel: 'sms',
        to: phone,
        template: 'accountExistsSms',
        locale,
        rendered: TEMPLATES.accountExistsSms(locale, { link: login }),
      });
    }
    if (taken.email) {
      await enqueue(scoped, {
        channel: 'email',
        to: input.Email,
        template: 'accountExistsEmail',
        locale,
        rendered: TEMPLATES.accountExistsEmail(locale, { link: login }),
      });
    }
  });
  return status;
}

async function createAccount(
  deps: TDeps,
  kind: TKind,
  fields: unknown,
  hash: string | null,
  locale: TLocale,
) {
  if (kind === 'client') return createClientAccount(deps, fields as TAccountFields, hash, locale);
  // Only a client signs up without a password (ZProviderRegister and ZTeamMemberRegister require one).
  if (hash === null) throw new Error('signup: an agency sign-up without a password');
  if (kind === 'provider')
    return createProviderAccount(deps, fields as Omit<TProviderInput, 'Password'>, hash, locale);
  return createTeamMember(deps, fields as TAccountFields & { InviteKey: string }, hash, locale);
}

/** POST user/register/confirm: the code proves the phone; the account is created and signed in. */
export async function confirmRegistration(
  deps: TDeps,
  input: { CellPhoneNumber: string; Code: string },
  client: TClientInfo,
): Promise<TAuthorizeResult> {
  const phone = input.CellPhoneNumber;
  try {
    await checkCode(deps, { purpose: 'register', target: phone, code: input.Code, consume: true });
  } catch (error) {
    if (error instanceof ApiError && error.code !== 'VERIFICATION_CODE_INVALID') throw error;
    throw identityErrors.registrationCodeInvalid();
  }
  const now = deps.clock.now();
  const user = await deps.db.transaction(async (tx) => {
    const pending = await findOpenRegistration(tx, phone, now);
    if (!pending || !(await completeRegistration(tx, pending.id, now))) {
      throw identityErrors.registrationCodeInvalid();
    }
    const locale = pending.language === 'en' ? 'en' : 'tr';
    // An e-mail that has an account answers EMAIL_TAKEN here, only to someone who proved a phone.
    return createAccount({ ...deps, db: tx }, pending.kind, pending.payload, pending.passwordHash, locale);
  });
  return createSession(deps, user.id, client);
}
