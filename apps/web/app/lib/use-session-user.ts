import { AUTH_COOKIE, type TSessionUser } from '@brifa/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, type TApiContext } from './api-client.ts';
import { useLocale } from './i18n.tsx';
import { readCookie } from './locale.ts';
import { useRootData } from './use-root-data.ts';

/** The browser's API context: same origin (or PUBLIC_API_URL), the auth cookie's token, the page language. */
export function useApiContext(): TApiContext {
  const { publicApiUrl, brand } = useRootData();
  const locale = useLocale();
  const token = typeof document === 'undefined' ? undefined : readCookie(document.cookie, AUTH_COOKIE);
  return { baseUrl: publicApiUrl, locale, token, application: brand.key };
}

export const SESSION_USER_QUERY_KEY = ['session', 'me'] as const;

/** The current user: rendered from the root loader, then kept fresh on the client. */
export function useSessionUser(): TSessionUser | null {
  const { user } = useRootData();
  const api = useApiContext();
  const query = useQuery({
    queryKey: SESSION_USER_QUERY_KEY,
    queryFn: () => apiRequest<TSessionUser>(api, { method: 'POST', path: `user/me/${user?.Id ?? ''}` }),
    initialData: user ?? undefined,
    enabled: !!user,
    staleTime: 60_000,
  });
  return user ? (query.data ?? user) : null;
}
