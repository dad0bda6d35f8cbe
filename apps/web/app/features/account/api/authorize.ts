import type { TAuthorize, TAuthorizeResult } from '@brifa/contracts';
import { identityEndpoints } from '@brifa/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/api-context.ts';

/** POST /OAuth/authorize: e-mail and password, phone and SMS code, or a sign-in link's token. */
export function authorize(api: TApiContext, body: TAuthorize): Promise<TAuthorizeResult> {
  return callEndpoint(api, identityEndpoints.postOAuthAuthorize, { body });
}

export function useAuthorize() {
  const api = useApiContext();
  return useMutation({ mutationFn: (body: TAuthorize) => authorize(api, body) });
}
