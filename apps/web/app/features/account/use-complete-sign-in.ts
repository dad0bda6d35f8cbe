import type { TAuthorizeResult } from '@brifa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { hardNavigate, signInTarget } from '../../lib/auth-session.ts';
import { useApiContext } from '../../lib/use-session-user.ts';

/**
 * After login or a confirmed sign-up (whose answer set the session cookie): load the next page in full, so the
 * root loader renders it signed in and no data of an earlier visitor stays in the cache.
 */
export function useCompleteSignIn() {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return {
    /** Login, sign-in links and sign-up codes: the safe return path, else the user's home. */
    async signIn(result: TAuthorizeResult, returnUrl: string | null) {
      const target = await signInTarget({ api, result, returnUrl });
      queryClient.clear();
      hardNavigate(target);
    },
  };
}
