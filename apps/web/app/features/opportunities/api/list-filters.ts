import type { TCategory, TSector } from '@brifa/contracts';
import { catalogueEndpoints } from '@brifa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';

/** GET Category: the categories for the list filter, named in the page language. */
export function listCategories(api: TApiContext): Promise<TCategory[]> {
  return callEndpoint(api, catalogueEndpoints.categories);
}

/** GET Sector: industries for the list filter. */
export function listSectors(api: TApiContext): Promise<TSector[]> {
  return callEndpoint(api, catalogueEndpoints.sectors);
}

/** Same cache keys as the brief flow's catalogue calls, so the lists are loaded once. */
export function useFilterCatalogues() {
  const api = useApiContext();
  const categories = useQuery(
    queryOptions({
      queryKey: ['catalogue', 'categories', api.locale],
      queryFn: () => listCategories(api),
      staleTime: 10 * 60_000,
    }),
  );
  const sectors = useQuery(
    queryOptions({
      queryKey: ['catalogue', 'sectors', api.locale],
      queryFn: () => listSectors(api),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
  return { categories: categories.data ?? [], sectors: sectors.data ?? [] };
}
