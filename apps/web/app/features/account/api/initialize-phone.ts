import type { TVerificationStatus } from '@brifa/contracts';
import { identityEndpoints } from '@brifa/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';

/** PUT user/initiliaze-phone (the spec's spelling): sets a new phone and sends a code to it. */
export function initializePhone(
  api: TApiContext,
  body: { CellPhoneNumber: string },
): Promise<TVerificationStatus | null> {
  return callEndpoint(api, identityEndpoints.putUserInitiliazePhone, { body });
}

export function useInitializePhone() {
  const api = useApiContext();
  return useMutation({ mutationFn: (body: { CellPhoneNumber: string }) => initializePhone(api, body) });
}
