import { recordCommissionPaid } from '../../../ledger/commissions/commissions.service.ts';
import { renewals } from '../../../ledger/subscriptions/subscriptions.service.ts';
import { postTransaction } from '../../../ledger/wallet/wallet.service.ts';
import { debtsErrors } from '../../subscriptions-renewal/debts.errors.ts';
import type { TLineDelivery, TLineHandler } from '../payment-fulfilment.ts';
import { paymentRefOf, topUpKeyOf } from '../payment-keys.ts';
import { creditSubscriptionShare } from './subscription-share.ts';

/**
 * A `debt` line (issue 19): pays one of the agency's unpaid debts (Options.DebtId), priced by the debt itself
 * (priceDebtLines). Delivered: the debt is paid, once; a subscription stopped for it runs again from the payment
 * for one new period, one still running (within its retries) gets the period the failed renewal was for. A debt
 * is a subscription's payment, so the agency gets its 10 % share. A debt paid meanwhile another way (an operator
 * confirmed its bank transfer between the check and the charge) leaves the card's money as wallet credit, as a
 * transfer for a paid debt does: money is never kept for nothing.
 */
export const debtHandler: TLineHandler = {
  async check(deps, { providerId, line }) {
    const debt = line.Options?.DebtId ? await renewals.findDebt(deps.db, line.Options.DebtId) : undefined;
    if (!debt || debt.providerId !== providerId) throw debtsErrors.notFound();
    if (debt.paidAt) throw debtsErrors.alreadyPaid();
  },
  async deliver(delivery: TLineDelivery) {
    const { txDeps, payment, line, now } = delivery;
    const paid = await settleDebt(txDeps.db, {
      debtId: line.Options?.DebtId ?? 0,
      paymentRef: paymentRefOf(payment.publicId),
      now,
    });
    // Issue 20: a commission piece is the platform's revenue, booked as a `commission` entry, not a subscription.
    if (paid?.kind === 'commission')
      await recordCommissionPaid(txDeps.db, {
        debtId: paid.id,
        amountKurus: paid.amountKurus,
        paymentRef: paymentRefOf(payment.publicId),
        now,
      });
    else if (paid) await creditSubscriptionShare(delivery);
    else if (payment.providerId)
      await postTransaction(txDeps.db, {
        legs: [
          { party: { providerId: payment.providerId }, amountKurus: line.TotalKurus },
          { party: { platform: 'platform_cash' }, amountKurus: -line.TotalKurus },
        ],
        type: 'top-up',
        reason: 'top_up',
        description: `Ödenmiş borç için kart ödemesi ${payment.publicId}`,
        idempotencyKey: topUpKeyOf(payment.publicId),
        now,
      });
  },
};

/**
 * Marks a debt paid by `paymentRef` and gives back what it stopped (a card payment's delivery, or an operator's
 * confirmation of a bank transfer for it). Idempotent: a paid debt changes nothing. Answers the debt paid now
 * (undefined when it was paid already), so the caller books what its kind asks (a share, or a commission).
 */
export async function settleDebt(
  db: Parameters<typeof renewals.markDebtPaid>[0],
  input: { debtId: number; paymentRef: string; now: Date },
): Promise<Awaited<ReturnType<typeof renewals.markDebtPaid>>> {
  const paid = await renewals.markDebtPaid(db, {
    id: input.debtId,
    paymentRef: input.paymentRef,
    now: input.now,
  });
  if (!paid) return undefined;
  if (paid.subscriptionId) {
    const subscription = await renewals.findSubscription(db, paid.subscriptionId);
    if (subscription?.status === 'stopped')
      await renewals.reactivateSubscription(db, subscription.id, input.now);
    else if (subscription?.status === 'active')
      await renewals.extendSubscription(db, { id: subscription.id, fromEndsAt: subscription.endsAt });
  }
  return paid;
}
