import type { TProviderFeedbackInput } from '@brifa/contracts';
import { briefsEndpoints } from '@brifa/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpointEnvelope, type TApiContext } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';
import { useStoreOpportunity } from './opportunity-detail.ts';

/** PUT MatchedProvider/{id}/feedback: how it went with the client (and what to tighten, if anything). */
export function saveProviderFeedback(api: TApiContext, matchId: number, input: TProviderFeedbackInput) {
  return callEndpointEnvelope(api, briefsEndpoints.putMatchedProviderFeedback, {
    params: { id: matchId },
    body: input,
  });
}

export function useSaveProviderFeedback(offerKey: string, matchId: number) {
  const api = useApiContext();
  const store = useStoreOpportunity(offerKey);
  return useMutation({
    mutationFn: (input: TProviderFeedbackInput) => saveProviderFeedback(api, matchId, input),
    onSuccess: (answer) => store(answer.Data),
  });
}
