import { useMutation } from '@tanstack/react-query';
import { apiRequest, type TApiContext } from '../api-client.ts';
import { useApiContext } from '../use-session-user.ts';

/** PUT verification/verify: the signed-in user confirms their phone with the code. */
export function verifyPhone(api: TApiContext, body: { Code: string }): Promise<null> {
  return apiRequest<null>(api, { method: 'PUT', path: 'verification/verify', body });
}

export function useVerifyPhone() {
  const api = useApiContext();
  return useMutation({ mutationFn: (body: { Code: string }) => verifyPhone(api, body) });
}
