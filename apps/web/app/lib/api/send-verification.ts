import type { TVerificationSend, TVerificationStatus } from '@brifa/contracts';
import { identityEndpoints } from '@brifa/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint, type TApiContext } from '../api-client.ts';
import { useApiContext } from '../api-context.ts';

/** POST verification/send: a new code by SMS (or by e-mail for a password reset); answers the countdown. */
export function sendVerification(api: TApiContext, body: TVerificationSend): Promise<TVerificationStatus> {
  return callEndpoint(api, identityEndpoints.postVerificationSend, { body });
}

export function useSendVerification() {
  const api = useApiContext();
  return useMutation({ mutationFn: (body: TVerificationSend) => sendVerification(api, body) });
}
