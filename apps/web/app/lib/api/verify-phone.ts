import { identityEndpoints } from '@brifa/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint, type TApiContext } from '../api-client.ts';
import { useApiContext } from '../use-session-user.ts';

/** PUT verification/verify: the signed-in user confirms their phone with the code. */
export function verifyPhone(api: TApiContext, body: { Code: string }): Promise<null> {
  return callEndpoint(api, identityEndpoints.putVerificationVerify, { body });
}

export function useVerifyPhone() {
  const api = useApiContext();
  return useMutation({ mutationFn: (body: { Code: string }) => verifyPhone(api, body) });
}
