import { renewals } from '../../../ledger/subscriptions/subscriptions.service.ts';
import { debtsErrors } from '../../subscriptions-renewal/debts.errors.ts';
import type { TLineDelivery, TLineHandler } from '../payment-fulfilment.ts';

/**
 * A `debt` line (issue 19): pays one of the agency's unpaid debts (Options.DebtId), priced by the debt itself
 * (priceDebtLines). Delivered: the debt is paid, once; a subscription stopped for it runs again from the payment
 * for one new period, one still running (within its retries) gets the period the failed renewal was for.
 */
export const debtHandler: TLineHandler = {
  async check(deps, { providerId, line }) {
    const debt = line.Options?.DebtId ? await renewals.findDebt(deps.db, line.Options.DebtId) : undefined;
    if (!debt || debt.providerId !== providerId) throw debtsErrors.notFound();
    if (debt.paidAt) throw debtsErrors.alreadyPaid();
  },
  async deliver({ txDeps, payment, line, now }: TLineDelivery) {
    await settleDebt(txDeps.db, {
      debtId: line.Options?.DebtId ?? 0,
      paymentRef: `payment:${payment.publicId}`,
      now,
    });
  },
};

/**
 * Marks a debt paid by `paymentRef` and gives back what it stopped (a card payment's delivery, or an operator's
 * confirmation of a bank transfer for it). Idempotent: a paid debt changes nothing. Answers whether it was paid now.
 */
export async function settleDebt(
  db: Parameters<typeof renewals.markDebtPaid>[0],
  input: { debtId: number; paymentRef: string; now: Date },
): Promise<boolean> {
  const paid = await renewals.markDebtPaid(db, {
    id: input.debtId,
    paymentRef: input.paymentRef,
    now: input.now,
  });
  if (!paid) return false;
  if (paid.subscriptionId) {
    const subscription = await renewals.findSubscription(db, paid.subscriptionId);
    if (subscription?.status === 'stopped')
      await renewals.reactivateSubscription(db, subscription.id, input.now);
    else if (subscription?.status === 'active')
      await renewals.extendSubscription(db, { id: subscription.id, fromEndsAt: subscription.endsAt });
  }
  return true;
}
