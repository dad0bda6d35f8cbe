import { catalogueEndpoints, TURKEY_COUNTRY_ID } from '@brifa/contracts';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';

/** A choice in a filter: what the select shows and sends, no more (the page carries it in its HTML). */
export type TDirectoryOption = { Id: number; Name: string };

export type TDirectoryOptions = {
  categories: TDirectoryOption[];
  cities: TDirectoryOption[];
  sectors: TDirectoryOption[];
  technologies: TDirectoryOption[];
};

const choices = (items: TDirectoryOption[]): TDirectoryOption[] =>
  items.map(({ Id, Name }) => ({ Id, Name }));

/**
 * What the directory's filters offer, read once with the page (server side), each choice as its id and its name
 * in the page's language (the catalogue's descriptions and both languages' names stay out of the page).
 */
export async function directoryOptions(api: TApiContext): Promise<TDirectoryOptions> {
  const [categories, cities, sectors, technologies] = await Promise.all([
    callEndpoint(api, catalogueEndpoints.categories),
    callEndpoint(api, catalogueEndpoints.cities, { query: { CountryId: TURKEY_COUNTRY_ID } }),
    callEndpoint(api, catalogueEndpoints.sectors),
    callEndpoint(api, catalogueEndpoints.technologies),
  ]);
  return {
    categories: choices(categories),
    cities: choices(cities),
    sectors: choices(sectors),
    technologies: choices(technologies),
  };
}
