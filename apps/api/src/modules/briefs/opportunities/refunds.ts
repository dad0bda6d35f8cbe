import {
  DISMISS_REFUND_HOURS,
  PAY_PER_VIEW_SINCE,
  type TWalletEntryReason,
  WON_REFUND_FEE_MULTIPLIER,
} from '@brifa/contracts';
import type { TDb, TExecutor } from '../../../platform/db.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { hasTransaction, postTransaction, type TWalletLeg } from '../../ledger/wallet/wallet.service.ts';
import { briefsErrors } from '../briefs.errors.ts';
import type { TMatchedProviderRow } from '../matching/matching.table.ts';
import { findOfferByKey, markOfferInvalid } from '../offers/offers.repo.ts';
import type { TOfferRow } from '../offers/offers.table.ts';
import { listPaidMatches } from './opportunities.repo.ts';

/**
 * Automatic refunds of the viewing fee (spec rules.md section 9): each is one ledger transaction named by
 * its reason and keyed by the match, so it happens at most once however often its trigger fires.
 */

const HOUR_MS = 3_600_000;
const PAY_PER_VIEW_START = new Date(PAY_PER_VIEW_SINCE);

type TRefundable = Pick<
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

/**
 * The client agreed with this agency: on a pay-per-view brief it gets back WON_REFUND_FEE_MULTIPLIER times
 * the fee it paid, the fee from the platform's revenue and the rest from its promotions budget.
 */
export async function refundOnWin(
  tx: TExecutor,
  offer: TOfferRow,
  match: TRefundable,
  now: Date,
): Promise<number> {
  const fee = paidFee(match);
  if (fee === 0 || offer.createdAt <= PAY_PER_VIEW_START) return 0;
  // "Up to" five times: a fee already returned (the client had dismissed the agency) is not paid twice.
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
    key: `refund-won:${match.id}`,
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

/**
 * The brief turned out invalid (unreachable, fake, duplicate): it is closed and every agency that paid to
 * see it gets its fee back. Run by an operator (`npm run offer:invalidate`). Answers the refunds made.
 */
export async function invalidateOffer(
  deps: Pick<TDeps, 'db' | 'clock'>,
  input: { offerKey: string; reason: 'unreachable' | 'fake' | 'duplicate' },
): Promise<{ refunded: number }> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx: TDb) => {
    const offer = await findOfferByKey(tx, input.offerKey);
    if (!offer) throw briefsErrors.offerNotFound();
    await markOfferInvalid(tx, offer.id, input.reason, now);
    let refunded = 0;
    for (const match of await listPaidMatches(tx, offer.id)) {
      const fee = paidFee(match);
      if (fee === 0) continue;
      await returnFee(tx, offer, match, 'refund_invalid', now);
      refunded += 1;
    }
    return { refunded };
  });
}
