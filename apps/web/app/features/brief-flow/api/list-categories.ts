import type { TCategory } from '@brifa/contracts';
import { catalogueEndpoints } from '@brifa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';

/** GET Category: the 25 categories of the flow, in their fixed order, named in the page language. */
export function listCategories(api: TApiContext): Promise<TCategory[]> {
  return callEndpoint(api, catalogueEndpoints.categories);
}

export function useCategories() {
  const api = useApiContext();
  return useQuery(
    queryOptions({
      queryKey: ['catalogue', 'categories', api.locale],
      queryFn: () => listCategories(api),
      staleTime: 10 * 60_000,
    }),
  );
}
