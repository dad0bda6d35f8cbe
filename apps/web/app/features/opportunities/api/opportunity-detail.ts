import type { TOpportunityDetail } from '@brifa/contracts';
import { briefsEndpoints } from '@brifa/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadApiFile } from '../../../lib/api/download-file.ts';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';
import { OPPORTUNITIES_KEY, opportunityKeys, retryUnlessClientError } from './opportunities-keys.ts';

/** GET offer/{key}/for-provider: the brief, the access state and the client (with access). */
export function getOpportunity(api: TApiContext, offerKey: string): Promise<TOpportunityDetail> {
  return callEndpoint(api, briefsEndpoints.getOfferForProvider, { params: { id: offerKey } });
}

export function opportunityQuery(api: TApiContext, offerKey: string) {
  return queryOptions({
    queryKey: [...opportunityKeys.detail(offerKey), api.locale],
    queryFn: () => getOpportunity(api, offerKey),
    retry: retryUnlessClientError,
  });
}

/** Opening the page may move it out of "new" (and give a subscribed agency access): lists refresh after. */
export function useOpportunity(offerKey: string) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useQuery({
    ...opportunityQuery(api, offerKey),
    queryFn: async () => {
      const detail = await getOpportunity(api, offerKey);
      void queryClient.invalidateQueries({ queryKey: opportunityKeys.lists });
      return detail;
    },
  });
}

/** Puts an answer that carries the whole opportunity into the page's cache and reloads the lists. */
export function useStoreOpportunity(offerKey: string) {
  const queryClient = useQueryClient();
  const api = useApiContext();
  return (detail: TOpportunityDetail) => {
    queryClient.setQueryData(opportunityQuery(api, offerKey).queryKey, detail);
    void queryClient.invalidateQueries({ queryKey: opportunityKeys.lists });
  };
}

/** POST MatchedProvider/{id}/payment: pays the viewing fee from the wallet (the key makes a retry safe). */
export function payForAccess(
  api: TApiContext,
  matchId: number,
  idempotencyKey: string,
): Promise<TOpportunityDetail> {
  return callEndpoint(api, briefsEndpoints.postMatchedProviderPayment, {
    params: { id: matchId },
    body: { IdempotencyKey: idempotencyKey },
  });
}

export function usePayForAccess(offerKey: string, matchId: number) {
  const api = useApiContext();
  const store = useStoreOpportunity(offerKey);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey: string) => payForAccess(api, matchId, idempotencyKey),
    onSuccess: (detail) => {
      store(detail);
      // The wallet balance in the header and elsewhere changed.
      void queryClient.invalidateQueries({ queryKey: ['session'] });
    },
  });
}

/** POST MatchedProvider/{id}/decline: the agency passes; its slot goes to another agency. */
export function declineOpportunity(api: TApiContext, matchId: number): Promise<null> {
  return callEndpoint(api, briefsEndpoints.postMatchedProviderDecline, { params: { id: matchId } });
}

export function useDeclineOpportunity(matchId: number) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => declineOpportunity(api, matchId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPPORTUNITIES_KEY }),
  });
}

/** GET Offer/{key}/file: the client's attachment (only with access). */
export function useDownloadBriefFile() {
  const api = useApiContext();
  return useMutation({
    mutationFn: ({ offerKey, fileName }: { offerKey: string; fileName: string }) =>
      downloadApiFile(api, `Offer/${encodeURIComponent(offerKey)}/file`, fileName),
  });
}
