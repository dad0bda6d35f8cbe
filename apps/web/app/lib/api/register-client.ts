import type { TClientRegister, TVerificationStatus } from '@brifa/contracts';
import { identityEndpoints } from '@brifa/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint, type TApiContext } from '../api-client.ts';
import { useApiContext } from '../use-session-user.ts';

/**
 * POST user/register: a code is on its way to the phone (the answer is the same whether or not the e-mail or
 * phone already has an account); the account is created by confirmRegistration with that code.
 */
export function registerClient(api: TApiContext, body: TClientRegister): Promise<TVerificationStatus> {
  return callEndpoint(api, identityEndpoints.postUserRegister, { body });
}

export function useRegisterClient() {
  const api = useApiContext();
  return useMutation({ mutationFn: (body: TClientRegister) => registerClient(api, body) });
}
