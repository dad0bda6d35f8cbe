import { randomBytes, randomInt } from 'node:crypto';
import {
  OPS_CHALLENGE_MAX_ATTEMPTS,
  OPS_CHALLENGE_MINUTES,
  OPS_RECOVERY_CODE_COUNT,
  OPS_SESSION_HOURS,
  type TLocale,
  type TOperator,
  type TOperatorRole,
} from '@brifa/contracts';
import type { TClientInfo } from '../../../platform/client-info.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { hmac, randomToken } from '../../../platform/tokens.ts';
import {
  assertPasswordMayBeTried,
  clearPasswordFailures,
  dummyPasswordHash,
  hashPassword,
  recordWrongPasswordFor,
  verifyPassword,
} from '../../identity/auth/auth.service.ts';
import { withAudit } from '../audit/audit.service.ts';
import { opsErrors } from '../ops.errors.ts';
import {
  countActiveAdmins,
  countWrongCode,
  findChallenge,
  findLiveOperator,
  findOperator,
  findOperatorByEmail,
  insertOperator,
  insertOpsSession,
  listOperatorRows,
  promoteChallenge,
  replaceRecoveryCodes,
  revokeOperatorSessions,
  revokeOpsSession,
  updateOperatorRow,
  useRecoveryCode,
  useTotpStep,
} from './operators.repo.ts';
import type { TOperatorRow } from './operators.table.ts';
import { OPS_AUDIENCE, readOpsToken, signOpsToken } from './ops-tokens.ts';
import { newTotpSecret, totpEnrolment, totpStepOf } from './totp.ts';

const HOUR_MS = 60 * 60 * 1000;

export function toOperator(row: TOperatorRow): TOperator {
  return { id: row.id, email: row.email, name: row.name, role: row.role };
}

export function operatorView(operator: TOperator) {
  return { Id: operator.id, Email: operator.email, Name: operator.name, Role: operator.role };
}

export function operatorListItem(row: TOperatorRow) {
  return {
    ...operatorView(toOperator(row)),
    Disabled: row.disabledAt !== null,
    TotpEnrolled: row.totpEnrolledAt !== null,
    CreatedAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of an operator (never the password hash or the TOTP secret). */
function auditView(row: TOperatorRow) {
  return { email: row.email, name: row.name, role: row.role, disabled: row.disabledAt !== null };
}

/** A one-time password to hand over: 20 characters without look-alikes (0/O, 1/l/I). */
export function oneTimePassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from({ length: 20 }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/**
 * Creates an operator with a one-time password (decisions.md "Issue 17"): the password is returned once to
 * the admin (or printed by npm run operator:create) and the TOTP enrolment happens at the first sign-in.
 * `by` null: the set-up command.
 */
export async function createOperator(
  deps: TDeps,
  by: TOperator | null,
  input: { email: string; name: string; role: TOperatorRole; password?: string },
): Promise<{ operator: TOperatorRow; password: string }> {
  const email = input.email.trim().toLowerCase();
  const password = input.password ?? oneTimePassword();
  const passwordHash = await hashPassword(password);
  const operator = await withAudit(
    deps,
    by,
    { action: 'operator.create', subjectType: 'operator', subjectId: email },
    async (tx) => {
      if (await findOperatorByEmail(tx.db, email)) throw opsErrors.operatorExists();
      const now = tx.clock.now();
      const row = await insertOperator(tx.db, {
        email,
        name: input.name.trim(),
        role: input.role,
        passwordHash,
        createdAt: now,
        updatedAt: now,
      });
      return { result: row, after: { id: row.id, ...auditView(row) } };
    },
  );
  return { operator, password };
}

export async function listOperators(deps: TDeps) {
  const rows = await listOperatorRows(deps.db);
  return rows.map(operatorListItem);
}

/**
 * An admin changes an operator's role or disables/enables them. A role change or a disable revokes every
 * session of that operator at once; the last active admin cannot be demoted or disabled.
 */
export async function updateOperator(
  deps: TDeps,
  admin: TOperator,
  id: number,
  patch: { Role?: TOperatorRole | undefined; Disabled?: boolean | undefined },
) {
  return withAudit(
    deps,
    admin,
    { action: 'operator.update', subjectType: 'operator', subjectId: id },
    async (tx) => {
      const before = await findOperator(tx.db, id);
      if (!before) throw opsErrors.noSuchCall();
      const now = tx.clock.now();
      const roleChanges = patch.Role !== undefined && patch.Role !== before.role;
      const disabling = patch.Disabled === true && before.disabledAt === null;
      const enabling = patch.Disabled === false && before.disabledAt !== null;
      const losesAdmin =
        before.role === 'admin' &&
        before.disabledAt === null &&
        (disabling || (roleChanges && patch.Role !== 'admin'));
      if (losesAdmin && (await countActiveAdmins(tx.db)) <= 1) throw opsErrors.lastAdmin();
      const after = await updateOperatorRow(tx.db, id, {
        ...(roleChanges ? { role: patch.Role } : {}),
        ...(disabling ? { disabledAt: now } : enabling ? { disabledAt: null } : {}),
        updatedAt: now,
      });
      if (!after) throw opsErrors.noSuchCall();
      if (roleChanges || disabling) await revokeOperatorSessions(tx.db, id, now);
      return { result: operatorListItem(after), before: auditView(before), after: auditView(after) };
    },
  );
}

// ---- sign-in: password, then TOTP (or a recovery code); the first sign-in enrols TOTP ----

function passwordKey(email: string) {
  return `ops:${email}`;
}

/**
 * Step one: e-mail and password (throttled like users' passwords, keyed apart from them). Opens a challenge
 * for the second factor; an operator without TOTP gets a new secret to enrol.
 */
export async function startSignIn(
  deps: TDeps,
  input: { email: string; password: string },
  client: TClientInfo,
  locale: TLocale,
) {
  const key = passwordKey(input.email);
  await assertPasswordMayBeTried(deps, key, client.ip, locale);
  const operator = await findOperatorByEmail(deps.db, input.email);
  const valid = operator
    ? await verifyPassword(operator.passwordHash, input.password)
    : await verifyPassword(await dummyPasswordHash(), `${input.password}-never`);
  if (!operator || !valid || operator.disabledAt) {
    await recordWrongPasswordFor(deps, key, client.ip);
    throw opsErrors.invalidCredentials();
  }
  await clearPasswordFailures(deps, key, client.ip);
  const now = deps.clock.now();
  let enrolment: ReturnType<typeof totpEnrolment> | null = null;
  if (!operator.totpEnrolledAt) {
    const secret = newTotpSecret();
    await updateOperatorRow(deps.db, operator.id, { totpSecret: secret, updatedAt: now });
    enrolment = totpEnrolment(secret, operator.email);
  }
  const sessionId = randomToken(18);
  const expiresAt = new Date(now.getTime() + OPS_CHALLENGE_MINUTES * 60 * 1000);
  await insertOpsSession(deps.db, {
    id: sessionId,
    operatorId: operator.id,
    stage: 'challenge',
    createdAt: now,
    expiresAt,
    ip: client.ip ?? null,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
  });
  const challengeToken = await signOpsToken(deps.secret, OPS_AUDIENCE.challenge, {
    operatorId: operator.id,
    sessionId,
    issuedAt: now,
    expiresAt,
  });
  return {
    Stage: enrolment ? ('enrol' as const) : ('totp' as const),
    ChallengeToken: challengeToken,
    Enrolment: enrolment,
  };
}

function recoveryHash(deps: TDeps, code: string) {
  return hmac(deps.secret, `ops-recovery:${code.replace(/[\s-]/g, '').toLowerCase()}`);
}

/** xxxxx-xxxxx from a-z0-9 (50 bits). */
function newRecoveryCode(): string {
  const raw = randomBytes(10)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  const padded = `${raw}${randomInt(10 ** 9)}`.slice(0, 10);
  return `${padded.slice(0, 5)}-${padded.slice(5)}`;
}

/**
 * Step two: a TOTP code (each time step once) or, once enrolled, a one-time recovery code. At enrolment the
 * first good code confirms the secret and the 10 recovery codes are returned, once. Turns the challenge into
 * a 12-hour ops session and returns its token.
 */
export async function finishSignIn(
  deps: TDeps,
  input: { challengeToken: string; code?: string | undefined; recoveryCode?: string | undefined },
) {
  const now = deps.clock.now();
  const claims = await readOpsToken(deps.secret, OPS_AUDIENCE.challenge, input.challengeToken, now);
  const challenge = claims
    ? await findChallenge(deps.db, claims.sessionId, now, OPS_CHALLENGE_MAX_ATTEMPTS)
    : undefined;
  const operator = challenge ? await findOperator(deps.db, challenge.operatorId) : undefined;
  if (
    !claims ||
    !challenge ||
    !operator ||
    operator.disabledAt ||
    challenge.operatorId !== claims.operatorId
  ) {
    throw opsErrors.challengeExpired();
  }
  const enrolling = operator.totpEnrolledAt === null;
  if (!operator.totpSecret) throw opsErrors.challengeExpired();
  const totpSecret = operator.totpSecret;

  const expiresAt = new Date(now.getTime() + OPS_SESSION_HOURS * HOUR_MS);
  const recoveryCodes = await deps.db.transaction(async (tx) => {
    const txDeps = { ...deps, db: tx };
    if (input.recoveryCode !== undefined) {
      if (
        enrolling ||
        !(await useRecoveryCode(tx, operator.id, recoveryHash(deps, input.recoveryCode), now))
      ) {
        return 'wrong-recovery' as const;
      }
      await withAudit(
        txDeps,
        toOperator(operator),
        { action: 'operator.recovery_code_used', subjectType: 'operator', subjectId: operator.id },
        async () => ({ result: null }),
      );
    } else {
      const step = input.code ? totpStepOf(totpSecret, input.code, now) : undefined;
      if (step === undefined || !(await useTotpStep(tx, operator.id, step))) return 'wrong-code' as const;
    }
    if (!(await promoteChallenge(tx, challenge.id, expiresAt))) return 'expired' as const;
    if (!enrolling) return null;
    const codes = Array.from({ length: OPS_RECOVERY_CODE_COUNT }, newRecoveryCode);
    await withAudit(
      txDeps,
      toOperator(operator),
      { action: 'operator.totp_enrol', subjectType: 'operator', subjectId: operator.id },
      async (audited) => {
        await updateOperatorRow(audited.db, operator.id, { totpEnrolledAt: now, updatedAt: now });
        await replaceRecoveryCodes(
          audited.db,
          operator.id,
          codes.map((code) => recoveryHash(deps, code)),
          now,
        );
        return { result: null, after: { totpEnrolled: true, recoveryCodes: codes.length } };
      },
    );
    return codes;
  });
  if (recoveryCodes === 'wrong-code' || recoveryCodes === 'wrong-recovery') {
    await countWrongCode(deps.db, challenge.id);
    throw opsErrors.invalidCode(recoveryCodes === 'wrong-code' ? 'Code' : 'RecoveryCode');
  }
  if (recoveryCodes === 'expired') throw opsErrors.challengeExpired();
  const token = await signOpsToken(deps.secret, OPS_AUDIENCE.session, {
    operatorId: operator.id,
    sessionId: challenge.id,
    issuedAt: now,
    expiresAt,
  });
  return {
    token,
    session: {
      Operator: operatorView(toOperator(operator)),
      ExpiresAt: expiresAt.toISOString(),
      RecoveryCodes: recoveryCodes,
    },
  };
}

/** The operator a token's live session names, or undefined (any other token, expired, revoked, disabled). */
export async function operatorOfToken(
  deps: Pick<TDeps, 'db' | 'secret' | 'clock'>,
  token: string,
): Promise<{ operator: TOperator; sessionId: string } | undefined> {
  const now = deps.clock.now();
  const claims = await readOpsToken(deps.secret, OPS_AUDIENCE.session, token, now);
  if (!claims) return undefined;
  const row = await findLiveOperator(deps.db, claims.sessionId, claims.operatorId, now);
  return row ? { operator: toOperator(row), sessionId: claims.sessionId } : undefined;
}

export async function signOut(deps: TDeps, sessionId: string) {
  await revokeOpsSession(deps.db, sessionId, deps.clock.now());
}
