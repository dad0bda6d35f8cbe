import type { TLocale, TOperator, TOpsActionResult } from '@brifa/contracts';
import type { TDeps } from '../../../platform/deps.ts';
import { invalidateOffer, inviteAgency } from '../../briefs/opportunities/opportunities.service.ts';
import { refreshDirectoryEntry } from '../../directory/directory.service.ts';
import {
  findProviderById,
  setAgencyListingHidden,
  setAgencySuspension,
  setClientSuspension,
} from '../../identity/accounts/providers.service.ts';
import { findUserById, resendPhoneVerification } from '../../identity/users/users.service.ts';
import { balanceOf, grantToAgency, takeBackFromAgency } from '../../ledger/wallet/wallet.service.ts';
import { discardDeadMessage, retryDeadMessage } from '../../outbox/outbox.service.ts';
import { moderateReview } from '../../reviews/reviews.service.ts';
import { withAudit } from '../audit/audit.service.ts';
import { opsRecordsErrors } from '../records/records.errors.ts';

/**
 * The operator's actions (issue 17 item 4): each calls the owning module's service inside withAudit, so the
 * change and its one audit row commit together (a refused action writes neither). The owners make each
 * action safe when two operators press at once (row locks, ledger idempotency keys).
 */

type TResult = TOpsActionResult;
const result = (changed: boolean, figures: TResult['Figures'] = {}): TResult => ({
  Changed: changed,
  Figures: figures,
});

export function invalidateBrief(
  deps: TDeps,
  operator: TOperator,
  input: { key: string; invalidReason: 'unreachable' | 'fake' | 'duplicate'; reason: string },
): Promise<TResult> {
  return withAudit(
    deps,
    operator,
    { action: 'brief.invalidate', subjectType: 'brief', subjectId: input.key, reason: input.reason },
    async (tx) => {
      const done = await invalidateOffer(tx, { offerKey: input.key, reason: input.invalidReason });
      return {
        result: result(done.changed, { Refunded: done.refunded, RefundedKurus: done.refundedKurus }),
        before: done.before,
        after: { ...done.after, refunded: done.refunded, refundedKurus: done.refundedKurus },
      };
    },
  );
}

export function inviteAgencyToBrief(
  deps: TDeps,
  operator: TOperator,
  input: { key: string; email: string; companyName: string; locale: TLocale; reason: string },
): Promise<TResult> {
  return withAudit(
    deps,
    operator,
    {
      action: 'brief.invite_agency',
      subjectType: 'brief',
      subjectId: input.key,
      reason: input.reason || null,
    },
    async (tx) => {
      const link = await inviteAgency(tx, {
        offerKey: input.key,
        email: input.email,
        companyName: input.companyName,
        locale: input.locale,
      });
      return { result: result(true, { Link: link }), after: { email: input.email, link } };
    },
  );
}

export function changeWallet(
  deps: TDeps,
  operator: TOperator,
  input: {
    providerId: number;
    direction: 'grant' | 'take_back';
    amountKurus: number;
    reason: string;
    key: string;
  },
): Promise<TResult> {
  return withAudit(
    deps,
    operator,
    {
      action: input.direction === 'grant' ? 'wallet.grant' : 'wallet.take_back',
      subjectType: 'agency',
      subjectId: input.providerId,
      reason: input.reason,
    },
    async (tx) => {
      const change = input.direction === 'grant' ? grantToAgency : takeBackFromAgency;
      const before = await balanceOf(tx.db, input.providerId);
      const done = await change(tx, {
        agency: String(input.providerId),
        amountKurus: input.amountKurus,
        note: input.reason,
        // Scoped to the operator's form: a retried request books once, another form books again.
        idempotencyKey: `ops-${input.direction}:${input.key}`,
        now: deps.clock.now(),
      });
      return {
        result: result(done.applied, { BalanceKurus: done.balanceKurus }),
        before: { balanceKurus: before },
        after: { balanceKurus: done.balanceKurus, amountKurus: input.amountKurus, applied: done.applied },
      };
    },
  );
}

export function changeDeadMessage(
  deps: TDeps,
  operator: TOperator,
  input: { id: number; action: 'retry' | 'discard'; reason: string },
): Promise<TResult> {
  return withAudit(
    deps,
    operator,
    {
      action: input.action === 'retry' ? 'outbox.retry' : 'outbox.discard',
      subjectType: 'outbox_message',
      subjectId: input.id,
      reason: input.reason || null,
    },
    async (tx) => {
      const done =
        input.action === 'retry'
          ? await retryDeadMessage(tx, input.id)
          : await discardDeadMessage(tx.db, input.id);
      return { result: result(true), before: done.before, after: done.after };
    },
  );
}

export function changeAgencySuspension(
  deps: TDeps,
  operator: TOperator,
  input: { providerId: number; suspend: boolean; reason: string },
): Promise<TResult> {
  return withAudit(
    deps,
    operator,
    {
      action: input.suspend ? 'agency.suspend' : 'agency.reinstate',
      subjectType: 'agency',
      subjectId: input.providerId,
      reason: input.reason,
    },
    async (tx) => {
      const done = await setAgencySuspension(tx, input);
      return { result: result(done.changed), before: done.before, after: done.after };
    },
  );
}

export function changeClientSuspension(
  deps: TDeps,
  operator: TOperator,
  input: { userId: number; suspend: boolean; reason: string },
): Promise<TResult> {
  return withAudit(
    deps,
    operator,
    {
      action: input.suspend ? 'client.suspend' : 'client.reinstate',
      subjectType: 'client',
      subjectId: input.userId,
      reason: input.reason,
    },
    async (tx) => {
      const done = await setClientSuspension(tx, input);
      return { result: result(done.changed), before: done.before, after: done.after };
    },
  );
}

export function changeAgencyListing(
  deps: TDeps,
  operator: TOperator,
  input: { providerId: number; hidden: boolean; reason: string },
): Promise<TResult> {
  return withAudit(
    deps,
    operator,
    {
      action: input.hidden ? 'agency.hide' : 'agency.show',
      subjectType: 'agency',
      subjectId: input.providerId,
      reason: input.reason || null,
    },
    async (tx) => {
      const done = await setAgencyListingHidden(tx, input);
      if (done.changed) await refreshDirectoryEntry(tx.db, input.providerId, deps.clock.now());
      return { result: result(done.changed), before: done.before, after: done.after };
    },
  );
}

export function decideReview(
  deps: TDeps,
  operator: TOperator,
  input: { providerId: number; reviewId: number; action: 'reject' | 'remove'; reason: string },
): Promise<TResult> {
  return withAudit(
    deps,
    operator,
    {
      action: input.action === 'reject' ? 'review.reject' : 'review.remove',
      subjectType: 'agency',
      subjectId: input.providerId,
      reason: input.reason,
    },
    async (tx) => {
      const done = await moderateReview(tx, input);
      // The review must be the agency's whose page the operator acted from (a forged pair is refused).
      if (done.providerId !== input.providerId) throw opsRecordsErrors.recordNotFound();
      return {
        result: result(true),
        before: { reviewId: input.reviewId, ...done.before },
        after: done.after,
      };
    },
  );
}

/** Resends the phone code of a client (`client`) or of an agency's owner (`agency`). */
export async function resendVerification(
  deps: TDeps,
  operator: TOperator,
  input: { subjectType: 'client' | 'agency'; id: number; reason: string },
): Promise<TResult> {
  let userId = input.id;
  if (input.subjectType === 'agency') {
    const provider = await findProviderById(deps.db, input.id);
    if (!provider) throw opsRecordsErrors.recordNotFound();
    userId = provider.ownerUserId;
  } else {
    const user = await findUserById(deps.db, input.id);
    if (user?.userType !== 'client') throw opsRecordsErrors.recordNotFound();
  }
  return withAudit(
    deps,
    operator,
    {
      action: 'user.resend_verification',
      subjectType: input.subjectType,
      subjectId: input.id,
      reason: input.reason || null,
    },
    async (tx) => {
      const done = await resendPhoneVerification(tx, userId);
      return { result: result(true, { SentTo: done.sentTo }), after: { sentTo: done.sentTo } };
    },
  );
}
