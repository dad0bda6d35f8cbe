import { deliverBoost } from '../../../ledger/subscriptions/subscriptions.service.ts';
import type { TLineHandler } from '../payment-fulfilment.ts';
import { paymentsErrors } from '../payments.errors.ts';
import { undoSubscriptionLine } from './package.handler.ts';

/**
 * A boost line (`boost:10`, `boost:30`, issue 19 item 7): an agency's, delivered as a `boost` subscription of the
 * line's days (times its quantity) that starts now or when the agency's running boost ends.
 */
export const boostHandler: TLineHandler = {
  // A refund ends what the line delivered at once (the card is refunded in full).
  undo: undoSubscriptionLine,
  async check(_deps, { providerId }) {
    if (providerId === null) throw paymentsErrors.onlyAgencies();
  },
  async deliver({ txDeps, payment, line, index, now }) {
    if (!payment.providerId || !line.Days) throw new Error('billing: a boost line without an agency or days');
    await deliverBoost(txDeps.db, {
      providerId: payment.providerId,
      days: line.Days * line.Quantity,
      priceKurus: line.TotalKurus,
      // The payment line's own key (`payment:<id>:<line>`): a second delivery of the same line adds nothing.
      deliveryKey: `payment:${payment.publicId}:${index}`,
      now,
    });
  },
};
