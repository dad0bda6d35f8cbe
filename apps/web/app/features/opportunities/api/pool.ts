import {
  briefsEndpoints,
  PAGE_SIZE,
  type TOpportunityDetail,
  type TPoolList,
  type TPoolQuery,
} from '@brifa/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';
import { OPPORTUNITIES_KEY, opportunityKeys, retryUnlessClientError } from './opportunities-keys.ts';

export type TPoolFilters = {
  pageIndex: number;
  type: TPoolQuery['Type'];
  search: string;
  categoryId: number | null;
  sectorId: number | null;
};

/** GET Pool: briefs any agency may contact, 20 a page, with the contacts left without a subscription. */
export function listPool(api: TApiContext, filters: TPoolFilters): Promise<TPoolList> {
  return callEndpoint(api, briefsEndpoints.getPool, {
    query: {
      PageIndex: filters.pageIndex,
      PageSize: PAGE_SIZE.pool,
      Type: filters.type,
      Search: filters.search.trim() || undefined,
      CategoryId: filters.categoryId ?? undefined,
      SectorId: filters.sectorId ?? undefined,
    },
  });
}

export function poolQuery(api: TApiContext, filters: TPoolFilters) {
  return queryOptions({
    queryKey: [...opportunityKeys.pool, api.locale, filters],
    queryFn: () => listPool(api, filters),
    retry: retryUnlessClientError,
    placeholderData: keepPreviousData,
  });
}

export function usePool(filters: TPoolFilters) {
  const api = useApiContext();
  return useQuery(poolQuery(api, filters));
}

/** GET pool/offer/{key}/for-provider: a pool brief (Match stays null until the agency contacts it). */
export function getPoolOpportunity(api: TApiContext, offerKey: string): Promise<TOpportunityDetail> {
  return callEndpoint(api, briefsEndpoints.getPoolOfferForProvider, { params: { id: offerKey } });
}

export function usePoolOpportunity(offerKey: string) {
  const api = useApiContext();
  return useQuery({
    queryKey: [...opportunityKeys.poolDetail(offerKey), api.locale],
    queryFn: () => getPoolOpportunity(api, offerKey),
    retry: retryUnlessClientError,
  });
}

/** POST pool/offer/{key}/contact: takes the brief from the pool; it becomes one of the agency's opportunities. */
export function contactPoolOffer(api: TApiContext, offerKey: string): Promise<TOpportunityDetail> {
  return callEndpoint(api, briefsEndpoints.postPoolOfferContact, { params: { id: offerKey } });
}

export function useContactPoolOffer(offerKey: string) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => contactPoolOffer(api, offerKey),
    onSuccess: (detail) => {
      queryClient.setQueryData([...opportunityKeys.poolDetail(offerKey), api.locale], detail);
      queryClient.setQueryData([...opportunityKeys.detail(offerKey), api.locale], detail);
      void queryClient.invalidateQueries({ queryKey: OPPORTUNITIES_KEY, refetchType: 'inactive' });
    },
  });
}
