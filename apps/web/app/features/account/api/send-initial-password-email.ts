import { identityEndpoints } from '@brifa/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';

/** POST user/initial-password-email: a link to set the password, sent to the account's e-mail. */
export function sendInitialPasswordEmail(api: TApiContext): Promise<null> {
  return callEndpoint(api, identityEndpoints.postUserInitialPasswordEmail, { body: {} });
}

export function useSendInitialPasswordEmail() {
  const api = useApiContext();
  return useMutation({ mutationFn: () => sendInitialPasswordEmail(api) });
}
