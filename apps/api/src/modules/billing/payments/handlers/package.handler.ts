import { PACKAGE_PLANS, type TBasketLine, type TPackagePlan } from '@brifa/contracts';
import {
  assertNoLivePackage,
  deliverGlobalPlus,
  deliverPackage,
  endDelivered,
} from '../../../ledger/subscriptions/subscriptions.service.ts';
import type { TLineDelivery, TLineHandler } from '../payment-fulfilment.ts';
import { creditSubscriptionShare } from './subscription-share.ts';

/**
 * Basket kind `package` (issue 19): Lite, Growth, Elite for 1, 3, 6 or 12 months. Check: an agency with a live
 * package cannot buy another (upgrading requires cancelling the current one). Deliver: the package (Elite with a
 * year of global plus) and the agency's 10 % share. Undo (money-back guarantee, a refund): the package and its
 * chosen categories end at once; `refundPayment` takes the share back with the rest.
 */

/** The delivery key of a payment line: `payment:<id>:<index>` (the subscription's unique key). */
export function deliveryKeyOf(publicId: string, index: number): string {
  return `payment:${publicId}:${index}`;
}

function planOf(line: TBasketLine): TPackagePlan {
  const plan = line.Id.split(':')[1];
  if (!PACKAGE_PLANS.includes(plan as TPackagePlan))
    throw new Error(`billing: not a package line ${line.Id}`);
  return plan as TPackagePlan;
}

function monthsOf(line: TBasketLine): number {
  const months = line.PeriodMonths ?? Number(line.Id.split(':').at(-1));
  if (!Number.isInteger(months) || months < 1)
    throw new Error(`billing: a line without its period ${line.Id}`);
  return months;
}

/** Undo of a subscription line: what it delivered ends now (a refund; the share is taken back by refundPayment). */
export async function undoSubscriptionLine({ txDeps, payment, index, now }: TLineDelivery): Promise<void> {
  await endDelivered(txDeps.db, {
    deliveryKey: deliveryKeyOf(payment.publicId, index),
    now,
    reason: 'payment_refunded',
  });
}

export const packageHandler: TLineHandler = {
  async check(deps, { providerId }) {
    if (!providerId) return;
    await assertNoLivePackage(deps.db, providerId, deps.clock.now());
  },
  async deliver(delivery) {
    const { txDeps, payment, line, index, now } = delivery;
    if (!payment.providerId) throw new Error('billing: a package without an agency');
    await deliverPackage(txDeps.db, {
      providerId: payment.providerId,
      plan: planOf(line),
      periodMonths: monthsOf(line),
      priceKurus: line.TotalKurus,
      renewalCardId: payment.creditCardId ?? null,
      deliveryKey: deliveryKeyOf(payment.publicId, index),
      now,
    });
    await creditSubscriptionShare(delivery);
  },
  undo: undoSubscriptionLine,
};

/** Basket kind `global_plus` (/premium/products-global): the global brand's plus subscription bought alone. */
export const globalPlusHandler: TLineHandler = {
  async deliver(delivery) {
    const { txDeps, payment, line, index, now } = delivery;
    if (!payment.providerId) throw new Error('billing: global plus without an agency');
    await deliverGlobalPlus(txDeps.db, {
      providerId: payment.providerId,
      periodMonths: monthsOf(line),
      priceKurus: line.TotalKurus,
      renewalCardId: payment.creditCardId ?? null,
      autoRenew: true,
      deliveryKey: deliveryKeyOf(payment.publicId, index),
      now,
    });
    await creditSubscriptionShare(delivery);
  },
  undo: undoSubscriptionLine,
};
