import type { TAdType } from '@brifa/contracts';
import type { TMessageKey } from '../../locales/tr.ts';

/** The dictionary keys of the ad types (statuses: entities/subscription). */
export const AD_TYPE_KEYS: Record<TAdType, TMessageKey> = {
  category_top: 'ads.type.category_top',
  agency_of_month: 'ads.type.agency_of_month',
  spotlight: 'ads.type.spotlight',
};
