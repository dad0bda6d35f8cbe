import type { TProviderRegister, TTeamMemberRegister, TVerificationStatus } from '@brifa/contracts';
import { identityEndpoints } from '@brifa/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';

/** A new agency with its legal details, or a team member joining an agency through an invite key. */
export type TProviderRegisterBody = TProviderRegister | TTeamMemberRegister;

/** POST provider/register: same answer as the client registration (a code on its way to the phone). */
export function registerProvider(
  api: TApiContext,
  body: TProviderRegisterBody,
): Promise<TVerificationStatus> {
  return callEndpoint(api, identityEndpoints.postProviderRegister, { body });
}

export function useRegisterProvider() {
  const api = useApiContext();
  return useMutation({ mutationFn: (body: TProviderRegisterBody) => registerProvider(api, body) });
}
