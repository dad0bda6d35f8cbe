import { identityEndpoints } from '@brifa/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';

/** PUT user/password without CurrentPassword: allowed only while the account has no password yet. */
export function setInitialPassword(api: TApiContext, body: { NewPassword: string }): Promise<null> {
  return callEndpoint(api, identityEndpoints.putUserPassword, { body });
}

export function useSetInitialPassword() {
  const api = useApiContext();
  return useMutation({ mutationFn: (body: { NewPassword: string }) => setInitialPassword(api, body) });
}
