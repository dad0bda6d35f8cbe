import { z } from 'zod';
import {
  PAYMENT_FAILURE_REASON_CODES,
  PAYMENT_STATES,
  PURCHASABLE_ITEM_KINDS,
  ZBasketLine,
} from './payments.ts';

/**
 * Refunds of card payments (issue 18): the operator console's payment record and its "refund payment" action.
 * A refund returns the whole paid price to the card (`cancel` the same Istanbul day, `refund` later), takes back
 * what the payment delivered and issues a credit note (iade faturası) of its invoice.
 */

/** PAYMENT_REFUND_CREDIT_SPENT as the API words it, with what must come back ({amount}) and what is left ({remaining}). */
export const PAYMENT_REFUND_CREDIT_SPENT_DETAIL = {
  tr: 'Bu ödemeyle yüklenen bakiye harcanmış: iade için cüzdandan {amount} geri alınmalı, cüzdanda {remaining} kaldı. Hiçbir şey değişmedi.',
  en: 'The credit this payment bought has been spent: the refund must take back {amount} from the wallet, which holds {remaining}. Nothing was changed.',
} as const;

/** The audit log's action of the console's refund. */
export const PAYMENT_AUDIT_ACTIONS = ['payment.refund'] as const;

export const PAYMENT_REFUND_METHODS = ['cancel', 'refund'] as const;
export type TPaymentRefundMethod = (typeof PAYMENT_REFUND_METHODS)[number];

export const ZOpsPaymentId = z.object({ id: z.string().min(8).max(40) });

/** The console's view of a payment: payer, agency, lines, amounts, card, provider ids, invoice and refund. */
export const ZOpsPayment = z.object({
  Id: z.string(),
  State: z.enum(PAYMENT_STATES),
  FailureReason: z.enum(PAYMENT_FAILURE_REASON_CODES).nullable(),
  Type: z.enum(PURCHASABLE_ITEM_KINDS),
  Lines: z.array(ZBasketLine),
  GrossPrice: z.number().int(),
  PaidPrice: z.number().int(),
  Installment: z.number().int(),
  CardLastFour: z.string().nullable(),
  CardAssociation: z.string().nullable(),
  CardFamily: z.string().nullable(),
  CreatedAt: z.string(),
  CompletedAt: z.string().nullable(),
  Payer: z.object({ Id: z.number().int(), Name: z.string(), Email: z.string() }),
  /** The agency paid for (null: a client paid for itself) */
  Agency: z.object({ Id: z.number().int(), Name: z.string() }).nullable(),
  /** sandbox | iyzico */
  ProviderName: z.string(),
  /** The provider's payment id (support and reconciliation) */
  ProviderPaymentId: z.string().nullable(),
  /** The provider's own code for a failure (never shown to users) */
  ProviderErrorCode: z.string().nullable(),
  Invoice: z.object({ Id: z.number().int(), Number: z.string() }).nullable(),
  CreditNote: z.object({ Id: z.number().int(), Number: z.string() }).nullable(),
  Refund: z
    .object({
      Method: z.enum(PAYMENT_REFUND_METHODS),
      AmountKurus: z.number().int(),
      WalletTakenBackKurus: z.number().int(),
      Reason: z.string(),
      CreatedAt: z.string(),
    })
    .nullable(),
  /** Succeeded and not refunded: the console offers "refund" */
  Refundable: z.boolean(),
});
export type TOpsPayment = z.output<typeof ZOpsPayment>;
