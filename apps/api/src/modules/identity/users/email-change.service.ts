import {
  EMAIL_CHANGE_LINK_TTL_HOURS,
  EMAIL_CHANGE_REPORT_DAYS,
  isLocale,
  type TEmailChangeStatus,
  type TLocale,
} from '@brifa/contracts';
import { commonErrors } from '../../../platform/common.errors.ts';
import { publicUrl, type TDeps } from '../../../platform/deps.ts';
import { randomToken, sha256 } from '../../../platform/tokens.ts';
import { enqueue } from '../../outbox/outbox.service.ts';
import { TEMPLATES } from '../../outbox/templates.ts';
import { revokeUserSessions } from '../auth/auth.repo.ts';
import type { TClientInfo } from '../auth/auth.service.ts';
import { assertMayTryPassword, recordWrongPassword, sourceOf } from '../auth/login-throttle.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { identityErrors } from '../identity.errors.ts';
import { checkCode, maskEmail } from '../verification/verification.service.ts';
import {
  cancelEmailChange,
  cancelPendingEmailChanges,
  confirmEmailChange,
  findPendingEmailChange,
  insertEmailChange,
  reportEmailChange,
} from './email-changes.repo.ts';
import { findUserById, type TUserRow, takenIdentifiers, updateUser } from './users.repo.ts';

/**
 * Changing the login e-mail (decisions.md "Login e-mail change"): proved by the current password (or a phone
 * code for accounts without one), pending until the new address opens its link, told to the old address with
 * a "this was not me" link that cancels (or undoes) it and signs the account out everywhere.
 */
const HOUR_MS = 60 * 60 * 1000;

function languageOf(user: TUserRow, fallback: TLocale): TLocale {
  return isLocale(user.language) ? user.language : fallback;
}

/** The current password, counted like a sign-in (a stolen session cannot guess it any faster). */
export async function assertCurrentPassword(
  deps: TDeps,
  user: TUserRow & { passwordHash: string },
  password: string | undefined,
  client: TClientInfo,
  locale: TLocale,
) {
  if (!password) throw identityErrors.currentPasswordRequired();
  const source = sourceOf(client.ip);
  await assertMayTryPassword(deps, user.email, source, locale);
  if (!(await verifyPassword(user.passwordHash, password))) {
    await recordWrongPassword(deps, user.email, source, user);
    throw identityErrors.wrongCurrentPassword();
  }
}

/** The password, or for an account without one, the phone code. */
async function proveOwner(
  deps: TDeps,
  user: TUserRow,
  input: { CurrentPassword?: string | undefined; Code?: string | undefined },
  client: TClientInfo,
  locale: TLocale,
) {
  if (user.passwordHash) {
    await assertCurrentPassword(
      deps,
      { ...user, passwordHash: user.passwordHash },
      input.CurrentPassword,
      client,
      locale,
    );
    return;
  }
  if (!input.Code) throw identityErrors.verificationCodeInvalid(['Code']);
  await checkCode(deps, { purpose: 'change_email', target: user.cellPhone, code: input.Code, consume: true });
}

/** Records the change as pending and e-mails both addresses; the login e-mail stays as it is. */
export async function requestEmailChange(
  deps: TDeps,
  user: TUserRow,
  input: { Email: string; CurrentPassword?: string | undefined; Code?: string | undefined },
  client: TClientInfo,
  locale: TLocale,
) {
  await proveOwner(deps, user, input, client, locale);
  const now = deps.clock.now();
  const confirmToken = randomToken(32);
  const reportToken = randomToken(32);
  const language = languageOf(user, locale);
  const base = publicUrl(deps.config);
  // Whether the new address belongs to another account is told only to that inbox (the link then fails).
  await deps.db.transaction(async (tx) => {
    const scoped = { ...deps, db: tx };
    await cancelPendingEmailChanges(tx, user.id, now);
    await insertEmailChange(tx, {
      userId: user.id,
      oldEmail: user.email,
      newEmail: input.Email,
      confirmTokenHash: sha256(confirmToken),
      reportTokenHash: sha256(reportToken),
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_LINK_TTL_HOURS * HOUR_MS),
      reportExpiresAt: new Date(now.getTime() + EMAIL_CHANGE_REPORT_DAYS * 24 * HOUR_MS),
    });
    await enqueue(scoped, {
      channel: 'email',
      to: input.Email,
      template: 'emailChangeConfirm',
      locale: language,
      rendered: TEMPLATES.emailChangeConfirm(language, {
        name: user.name,
        newEmail: input.Email,
        link: `${base}/email-change?token=${confirmToken}`,
        hours: EMAIL_CHANGE_LINK_TTL_HOURS,
      }),
    });
    await enqueue(scoped, {
      channel: 'email',
      to: user.email,
      template: 'emailChangeNotice',
      locale: language,
      rendered: TEMPLATES.emailChangeNotice(language, {
        name: user.name,
        maskedEmail: maskEmail(input.Email),
        link: `${base}/email-change/report?token=${reportToken}`,
        days: EMAIL_CHANGE_REPORT_DAYS,
      }),
    });
  });
}

export async function emailChangeStatus(deps: TDeps, userId: number): Promise<TEmailChangeStatus> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw commonErrors.unauthorized();
  const pending = await findPendingEmailChange(deps.db, userId, deps.clock.now());
  return {
    PendingEmail: pending?.newEmail ?? null,
    ExpiresAt: pending?.expiresAt.toISOString() ?? null,
    HasPassword: !!user.passwordHash,
  };
}

/** DELETE user/email-change: the user withdraws the change before the new address confirms it. */
export async function withdrawEmailChange(deps: TDeps, userId: number) {
  await cancelPendingEmailChanges(deps.db, userId, deps.clock.now());
  return emailChangeStatus(deps, userId);
}

/** POST user/email-change/confirm: the new address opened its link; from now on it signs in. */
export async function confirmEmailChangeLink(deps: TDeps, token: string) {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const change = await confirmEmailChange(tx, sha256(token), now);
    if (!change) throw identityErrors.emailChangeLinkInvalid();
    const taken = await takenIdentifiers(tx, { email: change.newEmail, exceptUserId: change.userId });
    if (taken.email) throw identityErrors.emailTaken();
    await updateUser(tx, change.userId, { email: change.newEmail }, now);
    return { Email: change.newEmail };
  });
}

/**
 * POST user/email-change/report: the old address says "this was not me". The change is cancelled, or undone
 * when already confirmed (if the old address is still free), and every session of the account ends.
 */
export async function reportEmailChangeLink(deps: TDeps, token: string) {
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const change = await reportEmailChange(tx, sha256(token), now);
    if (!change) throw identityErrors.emailChangeReportInvalid();
    if (!change.confirmedAt) await cancelEmailChange(tx, change.id, now);
    else {
      const user = await findUserById(tx, change.userId);
      const taken = await takenIdentifiers(tx, { email: change.oldEmail, exceptUserId: change.userId });
      if (user?.email === change.newEmail && !taken.email) {
        await updateUser(tx, change.userId, { email: change.oldEmail }, now);
      }
    }
    await revokeUserSessions(tx, change.userId, now);
  });
}
