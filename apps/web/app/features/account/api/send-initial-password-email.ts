import { useMutation } from '@tanstack/react-query';
import { apiRequest, type TApiContext } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';

/** POST user/initial-password-email: a link to set the password, sent to the account's e-mail. */
export function sendInitialPasswordEmail(api: TApiContext): Promise<null> {
  return apiRequest<null>(api, { method: 'POST', path: 'user/initial-password-email', body: {} });
}

export function useSendInitialPasswordEmail() {
  const api = useApiContext();
  return useMutation({ mutationFn: () => sendInitialPasswordEmail(api) });
}
