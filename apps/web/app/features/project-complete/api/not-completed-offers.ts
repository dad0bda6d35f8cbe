import type { TEnvelope, TOffer, TOfferMissingFields } from '@brifa/contracts';
import { briefsEndpoints } from '@brifa/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, callEndpointEnvelope, type TApiContext } from '../../../lib/api-client.ts';
import { SESSION_USER_QUERY_KEY, useApiContext } from '../../../lib/use-session-user.ts';

export const NOT_COMPLETED_QUERY_KEY = ['project-complete', 'offers'] as const;

/** GET offer/not-completed: the client's open projects that miss brief data, newest first. */
export function listNotCompletedOffers(api: TApiContext): Promise<TOffer[]> {
  return callEndpoint(api, briefsEndpoints.getOfferNotCompleted);
}

export function notCompletedQuery(api: TApiContext) {
  return queryOptions({ queryKey: NOT_COMPLETED_QUERY_KEY, queryFn: () => listNotCompletedOffers(api) });
}

export function useNotCompletedOffers() {
  return useQuery(notCompletedQuery(useApiContext()));
}

/** PUT offer/{key}/missing-fields: every field the project misses is required. */
export function completeOffer(
  api: TApiContext,
  input: { offerKey: string; fields: TOfferMissingFields },
): Promise<TEnvelope<TOffer>> {
  return callEndpointEnvelope(api, briefsEndpoints.putOfferMissingFields, {
    params: { id: input.offerKey },
    body: input.fields,
  });
}

/** Saves one project, then reloads the list and the session (its IsHaveMissingDataOffer drives the layout). */
export function useCompleteOffer() {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { offerKey: string; fields: TOfferMissingFields }) => completeOffer(api, input),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: NOT_COMPLETED_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: SESSION_USER_QUERY_KEY }),
      ]);
    },
  });
}
