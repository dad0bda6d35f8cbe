import { useQueryClient } from '@tanstack/react-query';
import type { TApiContext } from './api-client.ts';
import { useLocale } from './i18n.tsx';
import { handleUnauthorized } from './session-end.ts';
import { useRootData } from './use-root-data.ts';

/**
 * The browser's API context: same origin (or PUBLIC_API_URL), the page language; the session travels in the
 * HttpOnly cookie. A 401 ends the session and goes to /redirect (except on the login and register pages).
 */
export function useApiContext(): TApiContext {
  const { publicApiUrl, brand } = useRootData();
  const locale = useLocale();
  const queryClient = useQueryClient();
  return {
    baseUrl: publicApiUrl,
    locale,
    application: brand.key,
    onUnauthorized: () => {
      if (typeof window === 'undefined') return;
      handleUnauthorized({ pathname: window.location.pathname, queryClient });
    },
  };
}
