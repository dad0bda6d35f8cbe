import { identityEndpoints } from '@brifa/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';

export type TPasswordResetBody = {
  Email?: string;
  CellPhoneNumber?: string;
  Code: string;
  NewPassword: string;
};

/** PUT /api/OAuth/password (the one call without a version prefix): forgot password, with the code. */
export function resetPassword(api: TApiContext, body: TPasswordResetBody): Promise<null> {
  return callEndpoint(api, identityEndpoints.putOAuthPassword, { body });
}

export function useResetPassword() {
  const api = useApiContext();
  return useMutation({ mutationFn: (body: TPasswordResetBody) => resetPassword(api, body) });
}
