import type { TEmailChangeStatus, TEnvelope, TVerificationStatus } from '@brifa/contracts';
import { identityEndpoints } from '@brifa/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, callEndpointEnvelope, type TApiContext } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';

export const EMAIL_CHANGE_QUERY_KEY = ['user', 'email-change'] as const;

/** GET user/email-change: the new login e-mail waiting for its link, and whether a change asks the password. */
export function getEmailChange(api: TApiContext): Promise<TEmailChangeStatus> {
  return callEndpoint(api, identityEndpoints.getUserEmailChange, {});
}

export function emailChangeQuery(api: TApiContext) {
  return queryOptions({
    queryKey: EMAIL_CHANGE_QUERY_KEY,
    queryFn: () => getEmailChange(api),
    retry: false,
  });
}

export function useEmailChange() {
  const api = useApiContext();
  return useQuery(emailChangeQuery(api));
}

/** DELETE user/email-change: withdraws the pending change. */
export function useWithdrawEmailChange() {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(api, identityEndpoints.deleteUserEmailChange, {}),
    onSuccess: (status) => queryClient.setQueryData(EMAIL_CHANGE_QUERY_KEY, status),
  });
}

/** POST verification/send: the code that proves an account without a password (to its own phone). */
export function useSendEmailChangeCode() {
  const api = useApiContext();
  return useMutation({
    mutationFn: (phone: string): Promise<TEnvelope<TVerificationStatus>> =>
      callEndpointEnvelope(api, identityEndpoints.postVerificationSend, {
        body: { Purpose: 'change_email', CellPhoneNumber: phone },
      }),
  });
}
