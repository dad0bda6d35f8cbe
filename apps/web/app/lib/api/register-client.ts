import type { TAuthorizeResult, TClientRegister } from '@brifa/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, type TApiContext } from '../api-client.ts';
import { useApiContext } from '../use-session-user.ts';

/** POST user/register: the account is created, signed in, and a code is on its way by SMS. */
export function registerClient(api: TApiContext, body: TClientRegister): Promise<TAuthorizeResult> {
  return apiRequest<TAuthorizeResult>(api, { method: 'POST', path: 'user/register', body });
}

export function useRegisterClient() {
  const api = useApiContext();
  return useMutation({ mutationFn: (body: TClientRegister) => registerClient(api, body) });
}
