import { randomInt } from 'node:crypto';
import {
  maskPhone,
  type TLocale,
  type TVerificationPurpose,
  type TVerificationStatus,
  VERIFICATION_CODE_TTL_SECONDS,
  VERIFICATION_MAX_ATTEMPTS,
  VERIFICATION_MAX_SENDS_PER_TARGET_PER_DAY,
  VERIFICATION_MAX_SENDS_PER_TARGET_PER_HOUR,
  VERIFICATION_RESEND_SECONDS,
  VERIFICATION_SENDER,
} from '@brifa/contracts';
import type { TDeps } from '../../../platform/deps.ts';
import { hmac } from '../../../platform/tokens.ts';
import { enqueue } from '../../outbox/outbox.service.ts';
import { TEMPLATES } from '../../outbox/templates.ts';
import { identityErrors } from '../identity.errors.ts';
import {
  addFailedAttempt,
  consumeCode,
  countSendsFromIp,
  countSendsToTarget,
  insertCode,
  latestCode,
  type TCodeRow,
} from './verification.repo.ts';

const HOUR_MS = 60 * 60 * 1000;

export type TCodeTarget = { channel: 'sms' | 'email'; target: string };

export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.charAt(0)}***@${domain}`;
}

function maskTarget(target: TCodeTarget): string {
  return target.channel === 'sms' ? maskPhone(target.target) : maskEmail(target.target);
}

function codeHash(deps: TDeps, purpose: TVerificationPurpose, target: string, code: string): string {
  return hmac(deps.secret, `${purpose}:${target}:${code}`);
}

function secondsUntil(date: Date, now: Date): number {
  return Math.max(0, Math.ceil((date.getTime() - now.getTime()) / 1000));
}

function statusOf(row: TCodeRow | undefined, target: TCodeTarget, now: Date): TVerificationStatus {
  const usable = row && !row.consumedAt;
  return {
    ResendAfterSeconds: row
      ? secondsUntil(new Date(row.createdAt.getTime() + VERIFICATION_RESEND_SECONDS * 1000), now)
      : 0,
    ExpiresInSeconds: usable ? secondsUntil(row.expiresAt, now) : 0,
    AttemptsLeft: usable ? Math.max(0, VERIFICATION_MAX_ATTEMPTS - row.attempts) : 0,
    MaskedTarget: maskTarget(target),
    Sender: VERIFICATION_SENDER,
  };
}

/**
 * Sends a new 6-digit code, within the limits: not before the resend countdown ends, at most 5 per target an hour and
 * 10 a day (whichever addresses ask), VERIFICATION_IP_LIMIT_PER_HOUR per client address an hour. `deliverTo` false records the code without sending it, so that an unknown phone
 * or e-mail behaves exactly like a known one (no hint whether an account exists).
 */
export async function sendCode(
  deps: TDeps,
  input: {
    purpose: TVerificationPurpose;
    target: TCodeTarget;
    userId: number | null;
    ip: string | undefined;
    locale: TLocale;
    deliverTo: boolean;
  },
): Promise<TVerificationStatus> {
  const now = deps.clock.now();
  const { target, purpose } = input;
  const last = await latestCode(deps.db, purpose, target.target);
  if (last) {
    const wait = secondsUntil(new Date(last.createdAt.getTime() + VERIFICATION_RESEND_SECONDS * 1000), now);
    if (wait > 0) {
      throw identityErrors.verificationResendTooSoon(wait, input.locale);
    }
  }
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  if (
    (await countSendsToTarget(deps.db, target.target, hourAgo)) >= VERIFICATION_MAX_SENDS_PER_TARGET_PER_HOUR
  ) {
    throw identityErrors.verificationTooManySends();
  }
  const dayAgo = new Date(now.getTime() - 24 * HOUR_MS);
  if (
    (await countSendsToTarget(deps.db, target.target, dayAgo)) >= VERIFICATION_MAX_SENDS_PER_TARGET_PER_DAY
  ) {
    throw identityErrors.verificationTargetDailyLimit();
  }
  if (
    input.ip &&
    (await countSendsFromIp(deps.db, input.ip, hourAgo)) >= deps.config.VERIFICATION_IP_LIMIT_PER_HOUR
  ) {
    throw identityErrors.verificationTooManySends();
  }

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // The code and its message commit together: a code is never recorded without being sent.
  await deps.db.transaction(async (tx) => {
    await insertCode(tx, {
      purpose,
      channel: target.channel,
      target: target.target,
      userId: input.userId,
      codeHash: codeHash(deps, purpose, target.target, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + VERIFICATION_CODE_TTL_SECONDS * 1000),
      ip: input.ip ?? null,
    });
    if (!input.deliverTo) return;
    const params = { code, purpose, minutes: Math.round(VERIFICATION_CODE_TTL_SECONDS / 60) };
    const template = target.channel === 'sms' ? 'verificationCodeSms' : 'verificationCodeEmail';
    await enqueue(
      { ...deps, db: tx },
      {
        channel: target.channel,
        to: target.target,
        template,
        locale: input.locale,
        rendered: TEMPLATES[template](input.locale, params),
      },
    );
  });
  return statusOf(await latestCode(deps.db, purpose, target.target), target, now);
}

export async function codeStatus(
  deps: TDeps,
  purpose: TVerificationPurpose,
  target: TCodeTarget,
): Promise<TVerificationStatus> {
  return statusOf(await latestCode(deps.db, purpose, target.target), target, deps.clock.now());
}

/**
 * Checks the latest code for a target: wrong codes count as tries (at most 5, then a new code is needed),
 * an expired code says so. With `consume`, a right code is used up and cannot be used again.
 */
export async function checkCode(
  deps: TDeps,
  input: { purpose: TVerificationPurpose; target: string; code: string; consume: boolean },
): Promise<TCodeRow> {
  const now = deps.clock.now();
  const row = await latestCode(deps.db, input.purpose, input.target);
  if (!row || row.consumedAt) throw identityErrors.verificationCodeInvalid(['Code']);
  if (row.attempts >= VERIFICATION_MAX_ATTEMPTS) throw identityErrors.verificationTooManyAttempts();
  if (row.expiresAt.getTime() <= now.getTime()) throw identityErrors.verificationCodeExpired();
  if (row.codeHash !== codeHash(deps, input.purpose, input.target, input.code)) {
    await addFailedAttempt(deps.db, row.id);
    throw identityErrors.verificationCodeInvalid(['Code']);
  }
  if (input.consume && !(await consumeCode(deps.db, row.id, now)))
    throw identityErrors.verificationCodeInvalid();
  return row;
}
