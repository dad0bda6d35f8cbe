import type { TCategory, TCity, TSector, TTechnology } from '@brifa/contracts';
import { catalogueEndpoints, TURKEY_COUNTRY_ID } from '@brifa/contracts';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';

export type TDirectoryOptions = {
  categories: TCategory[];
  cities: TCity[];
  sectors: TSector[];
  technologies: TTechnology[];
};

/** What the directory's filters offer, read once with the page (server side). */
export async function directoryOptions(api: TApiContext): Promise<TDirectoryOptions> {
  const [categories, cities, sectors, technologies] = await Promise.all([
    callEndpoint(api, catalogueEndpoints.categories),
    callEndpoint(api, catalogueEndpoints.cities, { query: { CountryId: TURKEY_COUNTRY_ID } }),
    callEndpoint(api, catalogueEndpoints.sectors),
    callEndpoint(api, catalogueEndpoints.technologies),
  ]);
  return { categories, cities, sectors, technologies };
}
