import type { TReconcileDifference } from './payments/reconcile.ts';

declare module '../../platform/events.ts' {
  interface TDomainEvents {
    /**
     * The agency marked its bank transfer sent (issue 18): the operator console opens "confirm transfer", due
     * at `dueAt` (rules.md §9: approval within 60 minutes). Names no account details, only the request.
     */
    'billing.transfer_marked_sent': {
      transfer: { publicId: string; providerId: number; amountKurus: number; referenceCode: string };
      agencyName: string;
      dueAt: Date;
    };
    /**
     * A card payment was settled by the bank's answer (issue 18): succeeded (delivered in the same transaction)
     * or failed. The payer hears it (the spec's `payment_result` notice and e-mail).
     */
    'billing.payment_settled': {
      payment: { publicId: string; payerUserId: number; providerId: number | null; paidPriceKurus: number };
      succeeded: boolean;
    };
    /**
     * A succeeded card payment was refunded (issue 18): the money back to the card, what it delivered taken
     * back in the same transaction. The payer hears it (`payment_refunded` notice and e-mail).
     */
    'billing.payment_refunded': {
      payment: { publicId: string; payerUserId: number; providerId: number | null; refundedKurus: number };
    };
    /** An operator confirmed (the wallet credited or the debt paid in the same transaction) or rejected a transfer. */
    'billing.transfer_decided': {
      transfer: { publicId: string; providerId: number; amountKurus: number; referenceCode: string };
      outcome: 'confirmed' | 'rejected';
      /** What a confirmed transfer paid: the wallet (a top-up) or a subscription's debt (issue 19). */
      paid: 'wallet' | 'debt' | null;
      /** The operator's reason when rejected, written to the agency. */
      reason: string | null;
    };
    /**
     * The nightly reconciliation found the card provider's records and ours (or what a payment delivered)
     * disagree for a day: the console opens an item per difference.
     */
    /**
     * A step of a subscription's renewal (issue 19): renewed by the saved card, the charge failed (a debt),
     * a retry failed, stopped after the last retry, or ended without renewing. The agency hears each
     * (`subscription_renewal` notice and e-mail), once per subscription, period and step.
     */
    'billing.renewal_step': {
      subscription: { id: number; providerId: number; periodEnd: Date };
      step: 'renewed' | 'failed' | 'retry_failed' | 'stopped' | 'cancelled';
      amountKurus: number;
      /** Which try (a retry's number), so that each failed retry is noticed once. */
      attempt: number;
    };
    'billing.reconcile_difference': { date: string; provider: string; difference: TReconcileDifference };
    /** An agency ended one of its ads (issue 19): the directory stops labelling it at once if it ended now. */
    'billing.ad_ended': { providerId: number };
    /** An agency claimed its Elite package's included ad (issue 19): the directory labels it sponsored at once. */
    'billing.ad_claimed': { providerId: number };
  }
}
