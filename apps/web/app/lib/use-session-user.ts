import type { TSessionUser } from '@brifa/contracts';
import { sessionEndpoints } from '@brifa/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callEndpoint } from './api-client.ts';
import { useApiContext } from './api-context.ts';
import { hardNavigate, logout } from './auth-session.ts';
import { useLocale } from './i18n.tsx';
import { publicPath } from './public-paths.ts';
import { useRootData } from './use-root-data.ts';

export { useApiContext } from './api-context.ts';

export const SESSION_USER_QUERY_KEY = ['session', 'me'] as const;

/** The current user: rendered from the root loader, then kept fresh on the client. */
export function useSessionUser(): TSessionUser | null {
  const { user } = useRootData();
  const api = useApiContext();
  const query = useQuery({
    queryKey: SESSION_USER_QUERY_KEY,
    queryFn: () => callEndpoint(api, sessionEndpoints.postUserMeById, { params: { id: user?.Id ?? '' } }),
    initialData: user ?? undefined,
    enabled: !!user,
    staleTime: 60_000,
  });
  return user ? (query.data ?? user) : null;
}

/** Refetches the current user (after a change the layouts' rules depend on, e.g. approvals). */
export function useRefreshSessionUser(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: SESSION_USER_QUERY_KEY, refetchType: 'all' }),
    [queryClient],
  );
}

/** Logs out: the server revokes the session and clears its cookie; the cache goes; then the home page. */
export function useLogout(): () => Promise<void> {
  const api = useApiContext();
  const queryClient = useQueryClient();
  const locale = useLocale();
  return () => logout({ api, queryClient, home: publicPath('home', locale), navigate: hardNavigate });
}
