import type { TCategoryKey, TCategoryPage } from '@brifa/contracts';
import { directoryEndpoints } from '@brifa/contracts';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';

/** GET SearchProvider/category-page: a category's (and city's) page data (loaders only). */
export function categoryPageData(
  api: TApiContext,
  query: { CategoryKey: TCategoryKey; City?: string },
): Promise<TCategoryPage> {
  return callEndpoint(api, directoryEndpoints.getCategoryPage, { query });
}
