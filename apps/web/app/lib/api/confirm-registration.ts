import type { TAuthorizeResult, TRegisterConfirm } from '@brifa/contracts';
import { identityEndpoints } from '@brifa/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint, type TApiContext } from '../api-client.ts';
import { useApiContext } from '../use-session-user.ts';

/** POST user/register/confirm: the sign-up's phone code creates the account (phone verified) and signs in. */
export function confirmRegistration(api: TApiContext, body: TRegisterConfirm): Promise<TAuthorizeResult> {
  return callEndpoint(api, identityEndpoints.postUserRegisterConfirm, { body });
}

export function useConfirmRegistration() {
  const api = useApiContext();
  return useMutation({ mutationFn: (body: TRegisterConfirm) => confirmRegistration(api, body) });
}
