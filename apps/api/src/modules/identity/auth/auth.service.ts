import {
  AUTH_COOKIE_DAYS,
  isSafeReturnPath,
  SIGN_IN_LINK_TTL_HOURS,
  type TAuthorizeResult,
  type TLocale,
} from '@brifa/contracts';
import { ApiError } from '../../../platform/api-error.ts';
import type { TClientInfo } from '../../../platform/client-info.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { randomToken, sha256, signSessionToken } from '../../../platform/tokens.ts';
import { identityErrors } from '../identity.errors.ts';
import { findUserByEmail, findUserByPhone } from '../users/users.repo.ts';
import { checkCode } from '../verification/verification.service.ts';
import {
  clearLoginFailures,
  insertSession,
  insertSignInToken,
  revokeSession,
  useSignInToken,
} from './auth.repo.ts';
import { assertMayTryPassword, recordWrongPassword, sourceOf } from './login-throttle.ts';
import { dummyPasswordHash, verifyPassword } from './passwords.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type { TClientInfo };

/** Opens a session for the user and returns the bearer token (valid as long as the auth cookie: 25 days). */
export async function createSession(
  deps: TDeps,
  userId: number,
  client: TClientInfo,
  returnPath: string | null = null,
): Promise<TAuthorizeResult> {
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + AUTH_COOKIE_DAYS * DAY_MS);
  const sessionId = randomToken(18);
  await insertSession(deps.db, {
    id: sessionId,
    userId,
    createdAt: now,
    expiresAt,
    deviceId: client.deviceId ?? null,
    ip: client.ip ?? null,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
  });
  const token = await signSessionToken(deps.secret, { userId, sessionId, issuedAt: now, expiresAt });
  return { Token: token, UserId: userId, ExpiresAt: expiresAt.toISOString(), ReturnPath: returnPath };
}

/**
 * E-mail and password. A wrong e-mail and a wrong password get the same answer, in the same time; wrong
 * passwords slow down this source only (login-throttle.ts).
 */
export async function loginWithPassword(
  deps: TDeps,
  email: string,
  password: string,
  client: TClientInfo,
  locale: TLocale,
) {
  const source = sourceOf(client.ip);
  await assertMayTryPassword(deps, email, source, locale);
  const user = await findUserByEmail(deps.db, email);
  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : await verifyPassword(await dummyPasswordHash(), `${password}-never`);
  if (!user || !valid) {
    await recordWrongPassword(deps, email, source, user);
    throw identityErrors.invalidCredentials();
  }
  await clearLoginFailures(deps.db, email, source);
  return createSession(deps, user.id, client);
}

/** Phone and the SMS code sent for login. Any failure reads the same: wrong phone or code. */
export async function loginWithPhoneCode(deps: TDeps, cellPhone: string, code: string, client: TClientInfo) {
  const user = await findUserByPhone(deps.db, cellPhone);
  try {
    await checkCode(deps, { purpose: 'login', target: cellPhone, code, consume: true });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'VERIFICATION_TOO_MANY_ATTEMPTS') throw error;
    throw identityErrors.invalidPhoneCode();
  }
  if (!user) throw identityErrors.invalidPhoneCode();
  // The code proved the owner: wrong passwords tried by others no longer hold back their password sign-in.
  await clearLoginFailures(deps.db, user.email);
  return createSession(deps, user.id, client);
}

/** A single-use link from an e-mail (/oauth?token=): signs in and names the page to land on. */
export async function loginWithSignInToken(deps: TDeps, token: string, client: TClientInfo) {
  const used = await useSignInToken(deps.db, sha256(token), deps.clock.now());
  if (!used) throw identityErrors.signInLinkInvalid();
  const returnPath = isSafeReturnPath(used.returnPath) ? used.returnPath : null;
  return createSession(deps, used.userId, client, returnPath);
}

/** Creates a sign-in link token for e-mails; only its hash is stored. */
export async function issueSignInToken(deps: TDeps, userId: number, returnPath: string): Promise<string> {
  const token = randomToken(32);
  const now = deps.clock.now();
  await insertSignInToken(deps.db, {
    tokenHash: sha256(token),
    userId,
    returnPath: isSafeReturnPath(returnPath) ? returnPath : null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SIGN_IN_LINK_TTL_HOURS * 60 * 60 * 1000),
  });
  return token;
}

export async function logout(deps: TDeps, sessionId: string) {
  await revokeSession(deps.db, sessionId, deps.clock.now());
}

/** What other modules may use of this module's data (they ask the owner, never its repo). */
export { findLiveSession } from './auth.repo.ts';

/**
 * The same password throttling for another kind of account (the operator console, keyed `ops:<email>` so it
 * never counts against a user of the same address): assert before checking, record a wrong one, clear on success.
 */
export async function assertPasswordMayBeTried(
  deps: TDeps,
  key: string,
  ip: string | undefined,
  locale: TLocale,
) {
  await assertMayTryPassword(deps, key, sourceOf(ip), locale);
}
export async function recordWrongPasswordFor(deps: TDeps, key: string, ip: string | undefined) {
  await recordWrongPassword(deps, key, sourceOf(ip), undefined);
}
export async function clearPasswordFailures(deps: TDeps, key: string, ip: string | undefined) {
  await clearLoginFailures(deps.db, key, sourceOf(ip));
}
export { dummyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
