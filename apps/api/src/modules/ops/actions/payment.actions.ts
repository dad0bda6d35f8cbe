import type { TLocale, TOperator, TOpsActionResult, TOpsPayment } from '@brifa/contracts';
import type { TDeps } from '../../../platform/deps.ts';
import { getPaymentForOps, refundPayment } from '../../billing/payments/payments.service.ts';
import { balanceOf } from '../../ledger/wallet/wallet.service.ts';
import { withAudit } from '../audit/audit.service.ts';

/**
 * The console's payment record and its "refund payment" (issue 18): billing refunds inside withAudit, so the
 * card's money back, the wallet taken back, the state, the credit note and the one audit row commit together (a
 * refused refund writes none of them; a second operator pressing at the same time is told it is refunded).
 */

export function opsPayment(deps: TDeps, publicId: string): Promise<TOpsPayment> {
  return getPaymentForOps(deps, publicId);
}

export function refundPaymentAction(
  deps: TDeps,
  operator: TOperator,
  input: { publicId: string; reason: string; locale: TLocale; ip: string },
): Promise<TOpsActionResult> {
  return withAudit(
    deps,
    operator,
    { action: 'payment.refund', subjectType: 'payment', subjectId: input.publicId, reason: input.reason },
    async (tx) => {
      const done = await refundPayment(tx, {
        publicId: input.publicId,
        reason: input.reason,
        locale: input.locale,
        ip: input.ip,
      });
      const balanceKurus = done.payment.providerId ? await balanceOf(tx.db, done.payment.providerId) : null;
      return {
        result: {
          Changed: true,
          Figures: {
            RefundedKurus: done.refundedKurus,
            WalletTakenBackKurus: done.walletTakenBackKurus,
            Method: done.method,
            ...(balanceKurus === null ? {} : { BalanceKurus: balanceKurus }),
            ...(done.creditNote ? { CreditNote: done.creditNote.number } : {}),
          },
        },
        before: { state: 'succeeded', paidPriceKurus: done.payment.paidPriceKurus },
        after: {
          state: done.payment.state,
          method: done.method,
          refundedKurus: done.refundedKurus,
          walletTakenBackKurus: done.walletTakenBackKurus,
          creditNote: done.creditNote?.number ?? null,
          balanceKurus,
        },
      };
    },
  );
}
