import type { TSubscriptionStatus } from '@brifa/contracts';
import type { TMessageKey } from '../../locales/tr.ts';

/** A subscription's, ad's, boost's or package's status (product.md §4) as every premium list names and colours it. */
export const SUBSCRIPTION_STATUS_LABEL: Record<TSubscriptionStatus, TMessageKey> = {
  active: 'subscription.status.active',
  will_be_cancelled: 'subscription.status.will_be_cancelled',
  cancelled: 'subscription.status.cancelled',
  stopped: 'subscription.status.stopped',
  continue: 'subscription.status.continue',
};

export const SUBSCRIPTION_STATUS_COLOR: Record<TSubscriptionStatus, string> = {
  active: 'green',
  will_be_cancelled: 'yellow',
  cancelled: 'gray',
  stopped: 'red',
  continue: 'green',
};
