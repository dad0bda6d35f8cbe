import {
  LOGIN_DELAY_BASE_SECONDS,
  LOGIN_DELAY_MAX_SECONDS,
  LOGIN_FAILURE_WINDOW_MINUTES,
  LOGIN_FREE_FAILURES,
  LOGIN_MAX_FAILURES,
  type TLocale,
} from '@brifa/contracts';
import type { TDeps } from '../../../platform/deps.ts';
import { emailOwnerWithWayBack } from '../account-links.ts';
import { identityErrors } from '../identity.errors.ts';
import type { TUserRow } from '../users/users.repo.ts';
import { loginFailuresFrom, recordLoginFailure } from './auth.repo.ts';

/**
 * Wrong passwords slow down per account and source address (decisions.md "Password throttling"): another
 * address, a phone code or a sign-in link still work, so a guesser cannot lock the owner out.
 */
const WINDOW_MS = LOGIN_FAILURE_WINDOW_MINUTES * 60 * 1000;

/** Requests without a known address share one source. */
export function sourceOf(ip: string | undefined): string {
  return ip ?? 'unknown';
}

/** How long this many wrong passwords make the source wait after the last one. */
export function delaySeconds(failures: number): number {
  if (failures < LOGIN_FREE_FAILURES) return 0;
  if (failures >= LOGIN_MAX_FAILURES) return LOGIN_FAILURE_WINDOW_MINUTES * 60;
  return Math.min(LOGIN_DELAY_BASE_SECONDS * 2 ** (failures - LOGIN_FREE_FAILURES), LOGIN_DELAY_MAX_SECONDS);
}

async function failuresNow(deps: TDeps, email: string, source: string) {
  const now = deps.clock.now();
  return loginFailuresFrom(deps.db, email, source, new Date(now.getTime() - WINDOW_MS));
}

/** 429 with Retry-After while the source must still wait. */
export async function assertMayTryPassword(deps: TDeps, email: string, source: string, locale: TLocale) {
  const failures = await failuresNow(deps, email, source);
  if (!failures.last) return;
  const until = failures.last.getTime() + delaySeconds(failures.count) * 1000;
  const wait = Math.ceil((until - deps.clock.now().getTime()) / 1000);
  if (wait > 0) throw identityErrors.loginTooManyAttempts(wait, locale);
}

/** Records a wrong password; the one that locks the source e-mails the owner (once per lock). */
export async function recordWrongPassword(
  deps: TDeps,
  email: string,
  source: string,
  owner: TUserRow | undefined,
) {
  await recordLoginFailure(deps.db, email, source, deps.clock.now());
  const failures = await failuresNow(deps, email, source);
  if (!owner || failures.count < LOGIN_MAX_FAILURES) return;
  // The lock's first failure names it: later failures of the same lock are the same e-mail.
  await emailOwnerWithWayBack(
    deps,
    owner,
    'loginLocked',
    { ip: source },
    `login-locked:${owner.id}:${source}:${failures.firstId}`,
  );
}
