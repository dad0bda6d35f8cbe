import {
  calendarDay,
  formatCopy,
  formatKurus,
  PAYMENT_REFUND_CREDIT_SPENT_DETAIL,
  type TLocale,
  type TOpsPayment,
} from '@brifa/contracts';
import { ApiError } from '../../../platform/api-error.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { emit } from '../../../platform/events.ts';
import '../billing.events.ts';
import { agencyAmountOf, balanceOf, postTransaction } from '../../ledger/wallet/wallet.service.ts';
import { campaignBonusKey } from '../coupons/coupons.service.ts';
import { creditNoteRefOf, issueCreditNoteForRefund } from '../invoices/credit-notes.ts';
import { invoiceOfPayment, type TIssuedInvoice } from '../invoices/invoices.service.ts';
import { sharesOfPayment } from './handlers/subscription-share.ts';
import { handlerOf } from './payment-fulfilment.ts';
import { paymentRefOf } from './payment-keys.ts';
import {
  findPaymentWithNames,
  findRefundOfPayment,
  insertRefund,
  type TPaymentRefundRow,
} from './payment-refunds.repo.ts';
import { paymentsErrors } from './payments.errors.ts';
import { lockByPublicId, moveState, type TPaymentRow } from './payments.repo.ts';

/**
 * Refunds of card payments (issue 18): the whole paid price back to the card, what the payment delivered taken
 * back from the wallet, the state succeeded → refunded once. The operator console's "refund payment" and the
 * 30-day money-back guarantee of packages (issue 19) call `refundPayment`.
 */

export type TPaymentRefund = {
  payment: TPaymentRow;
  refund: TPaymentRefundRow;
  /** cancel: the same Istanbul day as the payment; refund: later */
  method: 'cancel' | 'refund';
  /** Back to the card (the paid price, instalment interest included) */
  refundedKurus: number;
  /** Taken back from the agency's wallet (the top-ups and their campaign bonus) */
  walletTakenBackKurus: number;
  /** The credit note of the payment's invoice (null when it had none) */
  creditNote: TIssuedInvoice | null;
};

/** The ledger key of a payment's refund (its top-ups and bonus taken back): `payment:<id>:refund`. */
export function paymentRefundKey(publicId: string): string {
  return `${paymentRefOf(publicId)}:refund`;
}

/** `cancel` while the payment is of the same Istanbul calendar day (the provider voids it), `refund` after. */
export function refundMethodOf(completedAt: Date, now: Date): 'cancel' | 'refund' {
  return calendarDay(completedAt) === calendarDay(now) ? 'cancel' : 'refund';
}

/**
 * Takes back what a payment delivered, in the caller's transaction: each wallet top-up (to `platform_cash`) and
 * the LeadcoinCampaign bonus it brought (to `platform_promotions`, as much as `creditCampaignBonus` booked), in
 * one ledger transaction keyed `payment:<id>:refund`. Refused with PAYMENT_REFUND_CREDIT_SPENT when the wallet no
 * longer holds it all. Answers the amount taken back.
 */
async function takeBackDeliveries(txDeps: TDeps, payment: TPaymentRow, now: Date, locale: TLocale) {
  const topUpKurus = payment.basketLines
    .filter((line) => line.Kind === 'wallet_top_up')
    .reduce((sum, line) => sum + line.TotalKurus, 0);
  // The 10 % share a subscription line gave the wallet (issue 19) must still be there too.
  const shareKurus = await sharesOfPayment(txDeps.db, payment);
  if (topUpKurus === 0 && shareKurus === 0) return 0;
  if (!payment.providerId) throw new Error('billing: a wallet top-up without an agency');
  const providerId = payment.providerId;
  const bonusKurus =
    (await agencyAmountOf(txDeps.db, campaignBonusKey(paymentRefOf(payment.publicId)), providerId)) ?? 0;
  const promotionsKurus = Math.max(0, bonusKurus) + shareKurus;
  const totalKurus = topUpKurus + promotionsKurus;
  const balanceKurus = await balanceOf(txDeps.db, providerId);
  if (balanceKurus < totalKurus) throw paymentsErrors.refundCreditSpent(totalKurus, balanceKurus, locale);
  try {
    await postTransaction(txDeps.db, {
      legs: [
        { party: { providerId }, amountKurus: -totalKurus },
        ...(topUpKurus > 0
          ? [{ party: { platform: 'platform_cash' as const }, amountKurus: topUpKurus }]
          : []),
        ...(promotionsKurus > 0
          ? [{ party: { platform: 'platform_promotions' as const }, amountKurus: promotionsKurus }]
          : []),
      ],
      type: topUpKurus > 0 ? 'top-up' : 'subscription',
      reason: 'payment_refund',
      description: `Kart ödemesi iadesi ${payment.publicId}`,
      idempotencyKey: paymentRefundKey(payment.publicId),
      now,
    });
  } catch (error) {
    // Spent between the check and the lock: the same answer, with what is there now.
    if (error instanceof ApiError && error.code === 'WALLET_INSUFFICIENT')
      throw paymentsErrors.refundCreditSpent(totalKurus, await balanceOf(txDeps.db, providerId), locale);
    throw error;
  }
  return totalKurus;
}

/**
 * Refunds a succeeded card payment in full, once. Under the payment's row lock (a second caller waits, then
 * finds it refunded: PAYMENT_ALREADY_REFUNDED): takes back what it delivered (the wallet top-up and its bonus;
 * PAYMENT_REFUND_CREDIT_SPENT when spent), moves it succeeded → refunded, asks the provider to `cancel` it (the
 * same Istanbul day) or `refund` the paid price (later), issues the credit note of its invoice and tells the payer
 * (`billing.payment_refunded`). The provider is asked last but for the credit note, so a refusal
 * (PAYMENT_REFUND_REFUSED) rolls everything back; runs in `deps.db`'s transaction when there is one (a savepoint).
 */
export async function refundPayment(
  deps: TDeps,
  input: { publicId: string; reason: string; now?: Date; locale?: TLocale; ip?: string },
): Promise<TPaymentRefund> {
  const locale = input.locale ?? 'tr';
  return deps.db.transaction(async (tx) => {
    const txDeps: TDeps = { ...deps, db: tx };
    const now = input.now ?? deps.clock.now();
    const payment = await lockByPublicId(tx, input.publicId);
    if (!payment) throw paymentsErrors.paymentNotFound();
    if (payment.state === 'refunded') throw paymentsErrors.alreadyRefunded();
    if (payment.state !== 'succeeded' || !payment.providerPaymentId) throw paymentsErrors.notRefundable();

    const walletTakenBackKurus = await takeBackDeliveries(txDeps, payment, now, locale);
    // What the lines delivered is undone (a package's rights end at once: the money-back guarantee).
    for (const [index, line] of payment.basketLines.entries())
      await handlerOf(line.Kind)?.undo?.({ txDeps, payment, line, index, now });
    const moved = await moveState(tx, payment.id, 'succeeded', { state: 'refunded', updatedAt: now });
    if (!moved) throw paymentsErrors.alreadyRefunded();
    const method = refundMethodOf(payment.completedAt ?? payment.createdAt, now);
    const refund = await insertRefund(tx, {
      paymentId: payment.id,
      method,
      amountKurus: payment.paidPriceKurus,
      walletTakenBackKurus,
      reason: input.reason,
      createdAt: now,
    });

    const provider = deps.adapters.payments;
    const ask = {
      providerPaymentId: payment.providerPaymentId,
      conversationId: payment.publicId,
      ip: input.ip ?? '127.0.0.1',
    };
    const answer =
      method === 'cancel'
        ? await provider.cancel(ask)
        : await provider.refund({ ...ask, amountKurus: payment.paidPriceKurus });
    if (!answer.ok) throw paymentsErrors.refundRefused();

    // Last: the year's credit-note counter stays locked until commit.
    const creditNote = await issueCreditNoteForRefund(txDeps, {
      paymentRef: paymentRefOf(payment.publicId),
      refundedAt: now,
    });
    await emit(txDeps, 'billing.payment_refunded', {
      payment: {
        publicId: payment.publicId,
        payerUserId: payment.payerUserId,
        providerId: payment.providerId,
        refundedKurus: payment.paidPriceKurus,
      },
    });
    return {
      payment: moved,
      refund,
      method,
      refundedKurus: payment.paidPriceKurus,
      walletTakenBackKurus,
      creditNote,
    };
  });
}

/** The operator console's payment record (`GET ops/payments/{id}`): PAYMENT_NOT_FOUND for an unknown id. */
export async function getPaymentForOps(deps: Pick<TDeps, 'db'>, publicId: string): Promise<TOpsPayment> {
  const found = await findPaymentWithNames(deps.db, publicId);
  if (!found) throw paymentsErrors.paymentNotFound();
  const { payment } = found;
  const ref = paymentRefOf(payment.publicId);
  const invoice = await invoiceOfPayment(deps.db, ref);
  const creditNote = await invoiceOfPayment(deps.db, creditNoteRefOf(ref));
  const refund = await findRefundOfPayment(deps.db, payment.id);
  return {
    Id: payment.publicId,
    State: payment.state,
    FailureReason: payment.failureReason ?? null,
    Type: payment.type,
    Lines: payment.basketLines,
    GrossPrice: payment.grossPriceKurus,
    PaidPrice: payment.paidPriceKurus,
    Installment: payment.installment,
    CardLastFour: payment.cardLastFour,
    CardAssociation: payment.cardAssociation,
    CardFamily: payment.cardFamily,
    CreatedAt: payment.createdAt.toISOString(),
    CompletedAt: payment.completedAt?.toISOString() ?? null,
    Payer: {
      Id: payment.payerUserId,
      Name: `${found.payerName} ${found.payerSurname}`.trim(),
      Email: found.payerEmail,
    },
    Agency: payment.providerId ? { Id: payment.providerId, Name: found.agencyName ?? '' } : null,
    ProviderName: payment.providerName,
    ProviderPaymentId: payment.providerPaymentId,
    ProviderErrorCode: payment.providerErrorCode,
    Invoice: invoice ? { Id: invoice.id, Number: invoice.number } : null,
    CreditNote: creditNote ? { Id: creditNote.id, Number: creditNote.number } : null,
    Refund: refund
      ? {
          Method: refund.method,
          AmountKurus: refund.amountKurus,
          WalletTakenBackKurus: refund.walletTakenBackKurus,
          Reason: refund.reason,
          CreatedAt: refund.createdAt.toISOString(),
        }
      : null,
    Refundable: payment.state === 'succeeded' && Boolean(payment.providerPaymentId),
  };
}
