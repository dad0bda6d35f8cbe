import type { TAuthorizeResult } from '@brifa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useApiContext } from '../../lib/api-context.ts';
import { hardNavigate } from '../../lib/session-end.ts';

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
      // Loaded when used: its session endpoint table (and zod) stays off the login page's first load.
      const { signInTarget } = await import('../../lib/auth-session.ts');
      const target = await signInTarget({ api, result, returnUrl });
      queryClient.clear();
      hardNavigate(target);
    },
  };
}
