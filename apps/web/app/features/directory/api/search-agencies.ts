import type { TCategoryAdList, TDirectoryPage, TPricingDetail } from '@brifa/contracts';
import { adsEndpoints, directoryEndpoints } from '@brifa/contracts';
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

/** GET AdvertisementCategories/by-category: the category page's live ads (labelled). */
export function categoryAds(api: TApiContext, categoryId: number): Promise<TCategoryAdList> {
  return callEndpoint(api, adsEndpoints.getAdvertisementCategoriesByCategory, {
    query: { CategoryId: categoryId },
  });
}
