import type { TExecutor } from '../../../platform/db.ts';
import { postTransaction } from '../../ledger/wallet/wallet.service.ts';
import type { TPaymentRow } from './payments.repo.ts';

/**
 * What a succeeded payment delivers, in the SAME transaction that moved its state to `succeeded` (so the money
 * and the state never disagree; a failing step rolls both back). Each delivery is idempotent by a key made from
 * the payment's id, so no path can deliver twice.
 */
export async function onPaymentSucceeded(tx: TExecutor, payment: TPaymentRow): Promise<void> {
  const now = payment.completedAt ?? payment.updatedAt;
  for (const line of payment.basketLines) {
    if (line.Kind === 'wallet_top_up') {
      if (!payment.providerId) throw new Error('billing: a wallet top-up without an agency');
      // The card's money is in the platform's cash account; the agency's wallet holds the same as credit.
      await postTransaction(tx, {
        legs: [
          { party: { providerId: payment.providerId }, amountKurus: line.TotalKurus },
          { party: { platform: 'platform_cash' }, amountKurus: -line.TotalKurus },
        ],
        type: 'top-up',
        reason: 'top_up',
        description: `Kartla yükleme ${payment.publicId}`,
        idempotencyKey: `payment:${payment.publicId}:top-up`,
        now,
      });
      // seam: campaign bonus — the LeadcoinCampaign tier's bonus for this top-up, as a separate `gift` entry
      // (platform_promotions → the agency, key `payment:<id>:campaign-bonus`), in this transaction.
    }
  }
  // seam: coupon redemption — record the coupon's use (per-user and total limits) for this payment here.
  // seam: invoice — create the payment's invoice (numbered without gaps per year) in this transaction.
}
