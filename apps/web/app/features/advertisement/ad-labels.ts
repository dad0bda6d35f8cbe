import type { TAdType, TAdvertisementSubscription } from '@brifa/contracts';
import type { TMessageKey } from '../../locales/tr.ts';

/** The dictionary keys of the ad types and statuses. */
export const AD_TYPE_KEYS: Record<TAdType, TMessageKey> = {
  category_top: 'ads.type.category_top',
  agency_of_month: 'ads.type.agency_of_month',
  spotlight: 'ads.type.spotlight',
};
export const AD_STATUS_KEYS: Record<TAdvertisementSubscription['Status'], TMessageKey> = {
  active: 'ads.status.active',
  will_be_cancelled: 'ads.status.will_be_cancelled',
  cancelled: 'ads.status.cancelled',
  stopped: 'ads.status.stopped',
};
