import type { INVITATION_DECLINE_REASONS, TBusinessOpportunity } from '@brifa/contracts';
import { briefsEndpoints } from '@brifa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';
import { opportunityKeys, retryUnlessClientError } from './opportunities-keys.ts';

export type TInvitationDeclineInput = {
  Reason: (typeof INVITATION_DECLINE_REASONS)[number];
  Note: string;
};

/** GET BusinessOpportunity/{key}: what an invited, unregistered agency sees (no login). */
export function getBusinessOpportunity(api: TApiContext, key: string): Promise<TBusinessOpportunity> {
  return callEndpoint(api, briefsEndpoints.getBusinessOpportunityById, { params: { id: key } });
}

export function useBusinessOpportunity(key: string) {
  const api = useApiContext();
  return useQuery({
    queryKey: [...opportunityKeys.invitation(key), api.locale],
    queryFn: () => getBusinessOpportunity(api, key),
    retry: retryUnlessClientError,
  });
}

/** POST BusinessOpportunity/{key}/decline. */
export function declineBusinessOpportunity(
  api: TApiContext,
  key: string,
  input: TInvitationDeclineInput,
): Promise<TBusinessOpportunity> {
  return callEndpoint(api, briefsEndpoints.postBusinessOpportunityDecline, {
    params: { id: key },
    body: input,
  });
}

export function useDeclineBusinessOpportunity(key: string) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInvitationDeclineInput) => declineBusinessOpportunity(api, key, input),
    onSuccess: (answer) => queryClient.setQueryData([...opportunityKeys.invitation(key), api.locale], answer),
  });
}
