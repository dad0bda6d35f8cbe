import type { TDirectoryPage, TPricingDetail } from '@brifa/contracts';
import { directoryEndpoints } from '@brifa/contracts';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';

/** GET SearchProvider with the page's filters. */
export function searchAgencies(api: TApiContext, query: Record<string, string>): Promise<TDirectoryPage> {
  return callEndpoint(api, directoryEndpoints.getSearchProvider, { query });
}

/** POST PricingDetail: a category's starting prices. */
export function pricingDetail(
  api: TApiContext,
  body: { CategoryId: number; CityId?: number },
): Promise<TPricingDetail> {
  return callEndpoint(api, directoryEndpoints.postPricingDetail, { body });
}
