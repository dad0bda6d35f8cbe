import type { TAuthorizeResult, TClientRegister } from '@brifa/contracts';
import { identityEndpoints } from '@brifa/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint, type TApiContext } from '../api-client.ts';
import { useApiContext } from '../use-session-user.ts';

/** POST user/register: the account is created, signed in, and a code is on its way by SMS. */
export function registerClient(api: TApiContext, body: TClientRegister): Promise<TAuthorizeResult> {
  return callEndpoint(api, identityEndpoints.postUserRegister, { body });
}

export function useRegisterClient() {
  const api = useApiContext();
  return useMutation({ mutationFn: (body: TClientRegister) => registerClient(api, body) });
}
