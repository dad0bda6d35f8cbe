import {
  DISMISS_REFUND_HOURS,
  PAY_PER_VIEW_SINCE,
  type TWalletEntryReason,
  WON_REFUND_FEE_MULTIPLIER,
} from '@brifa/contracts';
import type { TDb, TExecutor } from '../../../platform/db.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { emit } from '../../../platform/events.ts';
import { hasTransaction, postTransaction, type TWalletLeg } from '../../ledger/wallet/wallet.service.ts';
import { briefsErrors } from '../briefs.errors.ts';
import type { TMatchedProviderRow } from '../matching/matching.table.ts';
import { findOfferByKey, markOfferInvalid } from '../offers/offers.repo.ts';
import type { TOfferRow } from '../offers/offers.table.ts';
import { listPaidMatches, lockOffer } from './opportunities.repo.ts';
import '../briefs.events.ts';

/**
 * Automatic refunds of the viewing fee (spec rules.md section 9): each is one ledger transaction named by
 * its reason and keyed by the match, so it happens at most once however often its trigger fires.
 */

const HOUR_MS = 3_600_000;
const PAY_PER_VIEW_START = new Date(PAY_PER_VIEW_SINCE);

export type TRefundable = Pick<
  TMatchedProviderRow,
  'id' | 'providerId' | 'accessSource' | 'accessFeeKurus' | 'accessAt'
>;

function paidFee(match: TRefundable): number {
  return match.accessSource === 'wallet' ? (match.accessFeeKurus ?? 0) : 0;
}

/** The fee comes back once per match, whichever of dismissal or invalidity came first. */
const feeRefundKey = (matchId: number) => `fee-refund:${matchId}`;

/** Answers the kuruş credited to the agency now (0 when this refund had already been made). */
async function refund(
  tx: TExecutor,
  match: TRefundable,
  input: { reason: TWalletEntryReason; legs: TWalletLeg[]; description: string; now: Date; key: string },
): Promise<number> {
  const result = await postTransaction(tx, {
    legs: input.legs,
    type: 'leadcoin',
    reason: input.reason,
    description: input.description,
    idempotencyKey: input.key,
    matchedProviderId: match.id,
    now: input.now,
  });
  if (!result.applied) return 0;
  return input.legs.find((leg) => 'providerId' in leg.party)?.amountKurus ?? 0;
}

/** The won refund's key: one per match, whatever releases it (automatic, operator, the daily cap job). */
export const wonRefundKey = (matchId: number) => `refund-won:${matchId}`;

/**
 * What the client's agreement with this agency is worth to it: on a pay-per-view brief,
 * WON_REFUND_FEE_MULTIPLIER times the fee it paid (0 otherwise). Issue 20: this amount is only held as pending
 * on the agreement at the won mark; releaseWonRefund posts it once the agreement is verified.
 */
export function wonRefundKurus(offer: Pick<TOfferRow, 'createdAt'>, match: TRefundable): number {
  const fee = paidFee(match);
  if (fee === 0 || offer.createdAt <= PAY_PER_VIEW_START) return 0;
  return fee * WON_REFUND_FEE_MULTIPLIER;
}

/**
 * Posts the won refund: the fee from the platform's revenue and the rest from its promotions budget.
 * "Up to" five times: a fee already returned (the client had dismissed the agency) is not paid twice.
 * Keyed `refund-won:{match}`, so it is credited at most once. Answers the kuruş credited now.
 */
export async function releaseWonRefund(
  tx: TExecutor,
  offer: Pick<TOfferRow, 'createdAt' | 'key'>,
  match: TRefundable,
  now: Date,
): Promise<number> {
  const fee = paidFee(match);
  if (wonRefundKurus(offer, match) === 0) return 0;
  const feeBack = (await hasTransaction(tx, feeRefundKey(match.id))) ? 0 : fee;
  const bonus = fee * WON_REFUND_FEE_MULTIPLIER - fee;
  const legs: TWalletLeg[] = [
    { party: { providerId: match.providerId }, amountKurus: feeBack + bonus },
    { party: { platform: 'platform_promotions' }, amountKurus: -bonus },
  ];
  if (feeBack > 0) legs.push({ party: { platform: 'platform_revenue' }, amountKurus: -feeBack });
  return refund(tx, match, {
    reason: 'refund_won',
    description: offer.key,
    now,
    legs,
    key: wonRefundKey(match.id),
  });
}

/** The fee back to the agency from the platform's revenue. */
async function returnFee(
  tx: TExecutor,
  offer: TOfferRow,
  match: TRefundable,
  reason: TWalletEntryReason,
  now: Date,
): Promise<number> {
  const fee = paidFee(match);
  if (fee === 0 || offer.createdAt <= PAY_PER_VIEW_START) return 0;
  return refund(tx, match, {
    reason,
    description: offer.key,
    now,
    key: feeRefundKey(match.id),
    legs: [
      { party: { providerId: match.providerId }, amountKurus: fee },
      { party: { platform: 'platform_revenue' }, amountKurus: -fee },
    ],
  });
}

/** The client dismissed the agency ("not interested") within 48 hours of its access payment. */
export async function refundOnDismiss(
  tx: TExecutor,
  offer: TOfferRow,
  match: TRefundable,
  now: Date,
): Promise<number> {
  if (!match.accessAt || now.getTime() - match.accessAt.getTime() > DISMISS_REFUND_HOURS * HOUR_MS) return 0;
  return returnFee(tx, offer, match, 'refund_dismissed', now);
}

export type TInvalidReason = 'unreachable' | 'fake' | 'duplicate';
export type TInvalidState = { state: TOfferRow['state']; invalidReason: TInvalidReason | null };

/**
 * The brief turned out invalid (unreachable, fake, duplicate): it is closed and every agency that paid to
 * see it gets its fee back, and is told. Run by an operator (the console, `npm run offer:invalidate`).
 *
 * Safe when two operators press at once: the brief's row is locked first, so the second waits and finds it
 * already invalid; each refund is keyed by its match (`fee-refund:<match>`, shared with the dismissal
 * refund), so a payer is refunded once whatever runs twice. Answers the refunds made now, and the brief's
 * state before and after (the audit row's).
 */
export async function invalidateOffer(
  deps: TDeps,
  input: { offerKey: string; reason: TInvalidReason },
): Promise<{
  refunded: number;
  refundedKurus: number;
  changed: boolean;
  offerId: number;
  before: TInvalidState;
  after: TInvalidState;
}> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx: TDb) => {
    const found = await findOfferByKey(tx, input.offerKey);
    if (!found) throw briefsErrors.offerNotFound();
    await lockOffer(tx, found.id);
    // Read again under the lock: a concurrent invalidation has committed by now.
    const offer = (await findOfferByKey(tx, input.offerKey))!;
    const before: TInvalidState = { state: offer.state, invalidReason: offer.invalidReason };
    const changed = await markOfferInvalid(tx, offer.id, input.reason, now);
    let refunded = 0;
    let refundedKurus = 0;
    for (const match of await listPaidMatches(tx, offer.id)) {
      const kurus = await returnFee(tx, offer, match, 'refund_invalid', now);
      if (kurus === 0) continue;
      refunded += 1;
      refundedKurus += kurus;
      await emit({ ...deps, db: tx }, 'match.invalid_refunded', {
        match: { id: match.id, providerId: match.providerId },
        refundedKurus: kurus,
      });
    }
    const after = (await findOfferByKey(tx, input.offerKey))!;
    return {
      refunded,
      refundedKurus,
      changed,
      offerId: offer.id,
      before,
      after: { state: after.state, invalidReason: after.invalidReason },
    };
  });
}
