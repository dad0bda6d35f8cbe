import type { TEmailChangeStatus, TEnvelope } from '@brifa/contracts';
import { identityEndpoints } from '@brifa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpointEnvelope, type TApiContext } from '../../../lib/api-client.ts';
import { SESSION_USER_QUERY_KEY, useApiContext } from '../../../lib/use-session-user.ts';

export type TAccountInfo = { Name: string; Surname: string; Email: string };

/** PUT user/name: the same call as the settings page's profile section. */
export function saveAccountInfo(
  api: TApiContext,
  input: TAccountInfo,
): Promise<TEnvelope<TEmailChangeStatus>> {
  return callEndpointEnvelope(api, identityEndpoints.putUserName, { body: input });
}

export function useSaveAccountInfo() {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TAccountInfo) => saveAccountInfo(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_USER_QUERY_KEY }),
  });
}
