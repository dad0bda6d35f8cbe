import type { TDirectoryPage, TPricingDetail } from '@brifa/contracts';
import { apiRequest, type TApiContext } from '../../../lib/api-client.ts';

/** GET SearchProvider with the page's filters. */
export function searchAgencies(api: TApiContext, query: Record<string, string>): Promise<TDirectoryPage> {
  return apiRequest<TDirectoryPage>(api, { path: 'SearchProvider', query });
}

/** POST PricingDetail: a category's starting prices. */
export function pricingDetail(
  api: TApiContext,
  body: { CategoryId: number; CityId?: number },
): Promise<TPricingDetail> {
  return apiRequest<TPricingDetail>(api, { method: 'POST', path: 'PricingDetail', body });
}
