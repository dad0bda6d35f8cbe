import { SUBSCRIPTION_WALLET_SHARE_PERCENT } from '@brifa/contracts';
import { agencyAmountOf, postTransaction } from '../../../ledger/wallet/wallet.service.ts';
import type { TLineDelivery } from '../payment-fulfilment.ts';

/**
 * rules.md §9: 10 % of each package or subscription payment goes to the agency's wallet (issue 19). One ledger
 * transaction of type `subscription`, reason `subscription_share`, from `platform_promotions`, keyed by the
 * payment line so a replayed delivery credits once. The packages, category, ad and boost handlers all call
 * `creditSubscriptionShare` from their `deliver`, and so do a renewal's and a debt's: each is a subscription
 * payment. `refundPayment` takes the share back (`shareKeyOf`).
 */

/** The share of a paid amount (kuruş, rounded down to whole kuruş). */
export function subscriptionShareKurus(paidKurus: number): number {
  return Math.floor((paidKurus * SUBSCRIPTION_WALLET_SHARE_PERCENT) / 100);
}

/** The ledger key of the share a payment line gave: `payment:<id>:<index>:subscription-share`. */
export function shareKeyOf(publicId: string, index: number): string {
  return `payment:${publicId}:${index}:subscription-share`;
}

/** Credits the agency 10 % of the line's price (what was paid for it). Answers the amount (0 when none). */
export async function creditSubscriptionShare({ txDeps, payment, line, index, now }: TLineDelivery) {
  if (!payment.providerId) throw new Error('billing: a subscription payment without an agency');
  return creditShare(txDeps.db, {
    providerId: payment.providerId,
    paidKurus: line.TotalKurus,
    label: `${line.Name.tr} ${payment.publicId}`,
    idempotencyKey: shareKeyOf(payment.publicId, index),
    now,
  });
}

/**
 * The share of any subscription payment: a card payment's line (above), or a bank transfer that paid a
 * subscription's debt (`transfers.service`). Keyed by the caller, so a replay credits once.
 */
export async function creditShare(
  db: TLineDelivery['txDeps']['db'],
  input: { providerId: number; paidKurus: number; label: string; idempotencyKey: string; now: Date },
): Promise<number> {
  const shareKurus = subscriptionShareKurus(input.paidKurus);
  if (shareKurus <= 0) return 0;
  await postTransaction(db, {
    legs: [
      { party: { providerId: input.providerId }, amountKurus: shareKurus },
      { party: { platform: 'platform_promotions' }, amountKurus: -shareKurus },
    ],
    type: 'subscription',
    reason: 'subscription_share',
    description: `Abonelik ödemesi payı %${SUBSCRIPTION_WALLET_SHARE_PERCENT} (${input.label})`,
    idempotencyKey: input.idempotencyKey,
    now: input.now,
  });
  return shareKurus;
}

/** What the payment's lines gave the agency as shares (a refund takes this back). */
export async function sharesOfPayment(
  db: TLineDelivery['txDeps']['db'],
  payment: { publicId: string; providerId: number | null; basketLines: readonly unknown[] },
): Promise<number> {
  if (!payment.providerId) return 0;
  let total = 0;
  for (let index = 0; index < payment.basketLines.length; index++) {
    total += Math.max(
      0,
      (await agencyAmountOf(db, shareKeyOf(payment.publicId, index), payment.providerId)) ?? 0,
    );
  }
  return total;
}
