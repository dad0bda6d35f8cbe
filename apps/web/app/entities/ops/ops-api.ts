import type { TApiContext } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/i18n.tsx';
import { useRootData } from '../../lib/use-root-data.ts';

/**
 * The browser's API context for ops calls: same origin, the page language; the ops session travels in its
 * HttpOnly cookie (ops_token). No 401 handler: the users' "session ended" flow must not run for operators
 * (the ops API answers 404 when the ops session is gone; the next loader sends the operator to /ops/sign-in).
 */
export function useOpsApi(): TApiContext {
  const { publicApiUrl, brand } = useRootData();
  const locale = useLocale();
  return { baseUrl: publicApiUrl, locale, application: brand.key };
}
