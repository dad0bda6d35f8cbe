import type { TEnvelope, TOpportunityPreferences, TOpportunityPreferencesPage } from '@brifa/contracts';
import { agenciesEndpoints } from '@brifa/contracts';
import { notifications } from '@mantine/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ApiRequestError,
  callEndpoint,
  callEndpointEnvelope,
  type TApiContext,
} from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';

export const OPPORTUNITY_PREFERENCES_QUERY_KEY = ['provider', 'opportunity-preferences'] as const;

/** GET OpportunityPreference: the agency's preferences and the industries to choose from. */
export function getOpportunityPreferences(api: TApiContext): Promise<TOpportunityPreferencesPage> {
  return callEndpoint(api, agenciesEndpoints.getOpportunityPreference);
}

export function opportunityPreferencesQuery(api: TApiContext, initial?: TOpportunityPreferencesPage | null) {
  return queryOptions({
    queryKey: [...OPPORTUNITY_PREFERENCES_QUERY_KEY, api.locale],
    queryFn: () => getOpportunityPreferences(api),
    initialData: initial ?? undefined,
    // The loader's answer is fresh: no second request right after the first render.
    staleTime: 30_000,
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status < 500) && failures < 1,
  });
}

export function useOpportunityPreferences(initial?: TOpportunityPreferencesPage | null) {
  const api = useApiContext();
  return useQuery(opportunityPreferencesQuery(api, initial));
}

/** PUT OpportunityPreference: replaces every preference at once. */
export function saveOpportunityPreferences(
  api: TApiContext,
  body: TOpportunityPreferences,
): Promise<TEnvelope<TOpportunityPreferencesPage>> {
  return callEndpointEnvelope(api, agenciesEndpoints.putOpportunityPreference, { body });
}

export function useSaveOpportunityPreferences() {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TOpportunityPreferences) => saveOpportunityPreferences(api, body),
    onSuccess: (answer) => {
      queryClient.setQueryData([...OPPORTUNITY_PREFERENCES_QUERY_KEY, api.locale], answer.Data);
      if (answer.Message) notifications.show({ color: 'green', message: answer.Message });
    },
  });
}
