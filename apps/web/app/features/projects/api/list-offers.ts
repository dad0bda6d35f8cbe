import { briefsEndpoints, PAGE_SIZE, type TOffer, type TPaged } from '@brifa/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';

/** Every cached page of the client's projects; a change to one project reloads them all. */
export const OFFERS_QUERY_KEY = ['projects', 'offers'] as const;

/** GET offer: the signed-in client's projects, newest first, 4 a page (spec rules section 9). */
export function listOffers(api: TApiContext, pageIndex: number): Promise<TPaged<TOffer>> {
  return callEndpoint(api, briefsEndpoints.getOffer, {
    query: { PageIndex: pageIndex, PageSize: PAGE_SIZE.clientOffers },
  });
}

export function offersQuery(api: TApiContext, pageIndex: number) {
  return queryOptions({
    queryKey: [...OFFERS_QUERY_KEY, pageIndex],
    queryFn: () => listOffers(api, pageIndex),
    placeholderData: keepPreviousData,
  });
}

export function useOffers(pageIndex: number) {
  const api = useApiContext();
  return useQuery(offersQuery(api, pageIndex));
}
