import type { TBasketLine } from '@brifa/contracts';
import { renewals } from '../../../ledger/subscriptions/subscriptions.service.ts';
import type { TLineDelivery, TLineHandler } from '../payment-fulfilment.ts';
import { creditSubscriptionShare } from './subscription-share.ts';

/**
 * A renewal's line (issue 19): the renewal job charges the saved card for a subscription's next period with a
 * line of the subscription's own kind whose id names it: `renewal:<subscriptionId>:<period end, ISO>`. It is
 * never bought from the basket (priceBasket knows no such id); the payments core delivers it by its id.
 */
const PREFIX = 'renewal:';

export function renewalLineId(subscriptionId: number, periodEnd: Date): string {
  return `${PREFIX}${subscriptionId}:${periodEnd.toISOString()}`;
}

export function isRenewalLine(line: Pick<TBasketLine, 'Id'>): boolean {
  return line.Id.startsWith(PREFIX);
}

function parse(id: string): { subscriptionId: number; periodEnd: Date } {
  const rest = id.slice(PREFIX.length);
  const colon = rest.indexOf(':');
  return { subscriptionId: Number(rest.slice(0, colon)), periodEnd: new Date(rest.slice(colon + 1)) };
}

/**
 * Delivered: one period added to the subscription from the end the charge was for (idempotent: a second delivery
 * finds the end moved), an open debt of a failed earlier attempt paid by this charge, and the agency's 10 % share.
 */
export const renewalHandler: TLineHandler = {
  async deliver(delivery: TLineDelivery) {
    const { txDeps, payment, line, now } = delivery;
    const { subscriptionId, periodEnd } = parse(line.Id);
    await renewals.extendSubscription(txDeps.db, { id: subscriptionId, fromEndsAt: periodEnd });
    await renewals.markSubscriptionDebtPaid(txDeps.db, {
      subscriptionId,
      paymentRef: `payment:${payment.publicId}`,
      now,
    });
    await creditSubscriptionShare(delivery);
  },
};
