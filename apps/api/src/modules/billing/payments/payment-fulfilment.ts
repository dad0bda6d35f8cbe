import type { TDeps } from '../../../platform/deps.ts';
import { postTransaction } from '../../ledger/wallet/wallet.service.ts';
import { creditCampaignBonus } from '../coupons/coupons.service.ts';
import { invoicePaid } from '../invoices/invoice-paid.ts';
import type { TPaymentRow } from './payments.repo.ts';

/** The reference a card payment's invoice, bonus and coupon use go by (a bank transfer's is `bank-transfer:<id>`). */
export function paymentRefOf(publicId: string): string {
  return `payment:${publicId}`;
}

/** The ledger key of a payment's wallet top-up (one per payment: reconciliation looks it up). */
export function topUpKeyOf(publicId: string): string {
  return `payment:${publicId}:top-up`;
}

/**
 * What a succeeded payment delivers, in the SAME transaction that moved its state to `succeeded` (so the money
 * and the state never disagree; a failing step rolls both back): the wallet top-up and the LeadcoinCampaign's
 * bonus, then the invoice and its receipt e-mail (last: the year's invoice counter stays locked until commit).
 * Each delivery is idempotent by a key made from the payment's id, so no path can deliver twice.
 */
export async function onPaymentSucceeded(
  txDeps: Pick<TDeps, 'db' | 'clock' | 'config' | 'adapters'>,
  payment: TPaymentRow,
): Promise<void> {
  const now = payment.completedAt ?? payment.updatedAt;
  const paymentRef = paymentRefOf(payment.publicId);
  for (const line of payment.basketLines) {
    if (line.Kind === 'wallet_top_up') {
      if (!payment.providerId) throw new Error('billing: a wallet top-up without an agency');
      // The card's money is in the platform's cash account; the agency's wallet holds the same as credit.
      await postTransaction(txDeps.db, {
        legs: [
          { party: { providerId: payment.providerId }, amountKurus: line.TotalKurus },
          { party: { platform: 'platform_cash' }, amountKurus: -line.TotalKurus },
        ],
        type: 'top-up',
        reason: 'top_up',
        description: `Kartla yükleme ${payment.publicId}`,
        idempotencyKey: topUpKeyOf(payment.publicId),
        now,
      });
      await creditCampaignBonus(txDeps, {
        providerId: payment.providerId,
        topUpKurus: line.TotalKurus,
        paymentRef,
        now,
      });
    }
  }
  // Coupons apply to subscriptions, packages and ads (issue 19 brings them to the basket); a top-up takes none.
  await invoicePaid(txDeps, {
    paymentRef,
    payerUserId: payment.payerUserId,
    lines: payment.basketLines.map((line) => ({
      description: line.Name.tr,
      quantity: line.Quantity,
      unitPriceKurus: line.UnitPriceKurus,
    })),
    paidAt: now,
  });
}
