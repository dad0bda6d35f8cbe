import type { TBasketLine, TPurchasableItemKind } from '@brifa/contracts';
import type { TDeps } from '../../../platform/deps.ts';
import { postTransaction } from '../../ledger/wallet/wallet.service.ts';
import { creditCampaignBonus } from '../coupons/coupons.service.ts';
import { invoicePaid } from '../invoices/invoice-paid.ts';
import { advertisementHandler } from './handlers/advertisement.handler.ts';
import { boostHandler } from './handlers/boost.handler.ts';
import { categoryLineHandler } from './handlers/category.handler.ts';
import { debtHandler } from './handlers/debt.handler.ts';
import { jobHandler } from './handlers/job.handler.ts';
import { globalPlusHandler, packageHandler } from './handlers/package.handler.ts';
import { isRenewalLine, renewalHandler } from './handlers/renewal.handler.ts';
import { paymentRefOf, topUpKeyOf } from './payment-keys.ts';
import type { TPaymentRow } from './payments.repo.ts';

/** What a delivery needs: the payment (in its succeeded state) and the line being delivered. */
export type TLineDelivery = {
  txDeps: TDeps;
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
  /**
   * Takes what the line needs from a limited stock (an ad slot) just before the payment is recorded, in its own
   * short transaction, so a concurrent buyer sees it; `holdKey` is `payment:<publicId>:<index>`. Refuses with
   * the product's message when none is left.
   */
  reserve?: (
    deps: TDeps,
    input: { payerUserId: number; providerId: number | null; line: TBasketLine; holdKey: string; now: Date },
  ) => Promise<void>;
  /** Gives back what `reserve` took when the payment will not succeed (refused card, raced key). */
  release?: (deps: Pick<TDeps, 'db'>, input: { line: TBasketLine; holdKey: string }) => Promise<void>;
  /**
   * Undoes a delivery when the payment is refunded (`refundPayment`, in its transaction): e.g. a package's rights
   * end at once. Money the delivery gave the wallet (top-ups, bonuses, the 10 % share) is taken back by
   * refundPayment itself, under its spent-credit rule.
   */
  undo?: (delivery: TLineDelivery) => Promise<void>;
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
  category_subscription: categoryLineHandler,
  debt: debtHandler,
  advertisement: advertisementHandler,
  package: packageHandler,
  global_plus: globalPlusHandler,
  boost: boostHandler,
  job: jobHandler,
};

/** Takes each line's limited stock for a payment about to be recorded; gives back what was taken if one refuses. */
export async function reserveLines(
  deps: TDeps,
  input: {
    payerUserId: number;
    providerId: number | null;
    publicId: string;
    lines: TBasketLine[];
    now: Date;
  },
): Promise<void> {
  const taken: number[] = [];
  try {
    for (const [index, line] of input.lines.entries()) {
      const reserve = handlerOf(line.Kind)?.reserve;
      if (!reserve) continue;
      await reserve(deps, { ...input, line, holdKey: `${paymentRefOf(input.publicId)}:${index}` });
      taken.push(index);
    }
  } catch (error) {
    await releaseLines(deps, input.publicId, input.lines, taken);
    throw error;
  }
}

/** Gives back what `reserveLines` took for a payment that will not succeed (all lines, or those listed). */
export async function releaseLines(
  deps: Pick<TDeps, 'db'>,
  publicId: string,
  lines: readonly TBasketLine[],
  only?: number[],
): Promise<void> {
  for (const [index, line] of lines.entries()) {
    if (only && !only.includes(index)) continue;
    await handlerOf(line.Kind)?.release?.(deps, { line, holdKey: `${paymentRefOf(publicId)}:${index}` });
  }
}

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
export async function onPaymentSucceeded(txDeps: TDeps, payment: TPaymentRow): Promise<void> {
  const now = payment.completedAt ?? payment.updatedAt;
  const paymentRef = paymentRefOf(payment.publicId);
  for (const [index, line] of payment.basketLines.entries()) {
    // A renewal's line (issue 19) goes by its id: its kind is the subscription's, whose handler sells a new one.
    const handler = isRenewalLine(line) ? renewalHandler : handlerOf(line.Kind);
    if (!handler) throw new Error(`billing: no delivery for a ${line.Kind} line`);
    await handler.deliver({ txDeps, payment, line, index, now });
  }
  // Coupons apply to subscriptions, packages and ads (the basket's coupon is redeemed at start); a top-up takes none.
  await invoicePaid(txDeps, {
    paymentRef,
    payerUserId: payment.payerUserId,
    // A discounted line (issue 19's coupons) is invoiced at what was paid for it, naming the coupon.
    lines: payment.basketLines.map((line) =>
      line.DiscountKurus
        ? {
            description: `${line.Name.tr} (${line.CouponName ?? 'kupon'} indirimi uygulandı)`,
            quantity: line.TotalKurus % line.Quantity === 0 ? line.Quantity : 1,
            unitPriceKurus:
              line.TotalKurus % line.Quantity === 0 ? line.TotalKurus / line.Quantity : line.TotalKurus,
          }
        : { description: line.Name.tr, quantity: line.Quantity, unitPriceKurus: line.UnitPriceKurus },
    ),
    paidAt: now,
  });
}
