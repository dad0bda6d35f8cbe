import type { TBasketLine, TPurchasableItemKind } from '@brifa/contracts';
import type { TDeps } from '../../../platform/deps.ts';
import { postTransaction } from '../../ledger/wallet/wallet.service.ts';
import { creditCampaignBonus } from '../coupons/coupons.service.ts';
import { invoicePaid } from '../invoices/invoice-paid.ts';
import { boostHandler } from './handlers/boost.handler.ts';
import type { TPaymentRow } from './payments.repo.ts';

/** The reference a card payment's invoice, bonus and coupon use go by (a bank transfer's is `bank-transfer:<id>`). */
export function paymentRefOf(publicId: string): string {
  return `payment:${publicId}`;
}

/** The ledger key of a payment's wallet top-up (one per payment: reconciliation looks it up). */
export function topUpKeyOf(publicId: string): string {
  return `payment:${publicId}:top-up`;
}

/** What a delivery needs: the payment (in its succeeded state) and the line being delivered. */
export type TLineDelivery = {
  txDeps: Pick<TDeps, 'db' | 'clock' | 'config' | 'adapters'>;
  payment: TPaymentRow;
  line: TBasketLine;
  /** The line's place in the basket: with the payment's id, a key no other delivery uses. */
  index: number;
  now: Date;
};

/**
 * What each kind of basket line does: `check` before the card is charged (Payment/start: the buyer may buy it
 * now; refusing with the product's message), `deliver` in the transaction that marks the payment succeeded.
 * A kind without an entry cannot be bought (Payment/start refuses it), so nothing is ever charged for goods
 * that would not be delivered. Issue 19's parts register packages, category subscriptions, ads, boosts, the
 * global plus subscription and debts here.
 */
export type TLineHandler = {
  check?: (
    deps: TDeps,
    input: { payerUserId: number; providerId: number | null; line: TBasketLine },
  ) => Promise<void>;
  deliver: (delivery: TLineDelivery) => Promise<void>;
};

async function deliverTopUp({ txDeps, payment, line, now }: TLineDelivery): Promise<void> {
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
    paymentRef: paymentRefOf(payment.publicId),
    now,
  });
}

export const LINE_HANDLERS: Partial<Record<TPurchasableItemKind, TLineHandler>> = {
  wallet_top_up: { deliver: deliverTopUp },
  boost: boostHandler,
};

/** Whether a kind of line can be bought (it has a delivery). */
export function handlerOf(kind: TPurchasableItemKind): TLineHandler | undefined {
  return LINE_HANDLERS[kind];
}

/**
 * What a succeeded payment delivers, in the SAME transaction that moved its state to `succeeded` (so the money
 * and the state never disagree; a failing step rolls both back): each line's delivery (the wallet top-up and the
 * LeadcoinCampaign's bonus; issue 19's subscriptions), then the invoice and its receipt e-mail (last: the year's
 * invoice counter stays locked until commit). Each delivery is idempotent by a key made from the payment's id,
 * so no path can deliver twice.
 */
export async function onPaymentSucceeded(
  txDeps: Pick<TDeps, 'db' | 'clock' | 'config' | 'adapters'>,
  payment: TPaymentRow,
): Promise<void> {
  const now = payment.completedAt ?? payment.updatedAt;
  const paymentRef = paymentRefOf(payment.publicId);
  for (const [index, line] of payment.basketLines.entries()) {
    const handler = handlerOf(line.Kind);
    if (!handler) throw new Error(`billing: no delivery for a ${line.Kind} line`);
    await handler.deliver({ txDeps, payment, line, index, now });
  }
  // Coupons apply to subscriptions, packages and ads (the basket's coupon is redeemed at start); a top-up takes none.
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
