import type { TCategory, TCity, TSector, TTechnology } from '@brifa/contracts';
import { TURKEY_COUNTRY_ID } from '@brifa/contracts';
import { apiRequest, type TApiContext } from '../../../lib/api-client.ts';

export type TDirectoryOptions = {
  categories: TCategory[];
  cities: TCity[];
  sectors: TSector[];
  technologies: TTechnology[];
};

/** What the directory's filters offer, read once with the page (server side). */
export async function directoryOptions(api: TApiContext): Promise<TDirectoryOptions> {
  const [categories, cities, sectors, technologies] = await Promise.all([
    apiRequest<TCategory[]>(api, { path: 'Category' }),
    apiRequest<TCity[]>(api, { path: 'Cities', query: { CountryId: TURKEY_COUNTRY_ID } }),
    apiRequest<TSector[]>(api, { path: 'Sector' }),
    apiRequest<TTechnology[]>(api, { path: 'Technology' }),
  ]);
  return { categories, cities, sectors, technologies };
}
