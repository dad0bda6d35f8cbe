import {
  AUTH_COOKIE,
  resolveBrand,
  sessionEndpoints,
  type TBrand,
  type TLocale,
  type TSessionUser,
  usableToken,
} from '@brifa/contracts';
import { callEndpoint, type TApiContext } from './api-client.ts';
import { apiFetchFor } from './api-transport.server.ts';
import { localeOfPath } from './category-page-paths.ts';
import { webEnv } from './env.server.ts';
import { readCookie, resolveLocale } from './locale.ts';

export type TRequestInfo = {
  locale: TLocale;
  brand: TBrand;
  token: string | undefined;
  api: TApiContext;
};

/** The id segment of `user/me/{id}` is the token's subject; the API verifies the token itself. */
export function userIdFromToken(token: string): string | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown };
    return typeof claims.sub === 'string' || typeof claims.sub === 'number' ? String(claims.sub) : undefined;
  } catch {
    return undefined;
  }
}

const infoCache = new WeakMap<Request, TRequestInfo>();
const userCache = new WeakMap<Request, Promise<TSessionUser | null>>();

export function requestInfo(request: Request): TRequestInfo {
  const cached = infoCache.get(request);
  if (cached) return cached;
  const env = webEnv();
  const url = new URL(request.url);
  const brand = resolveBrand(request.headers.get('host') ?? url.host, env.brandHosts, env.brand);
  const cookieHeader = request.headers.get('cookie');
  // A category page's path speaks its language too (kept out of resolveLocale, which every page's shell holds).
  const locale =
    localeOfPath(url.pathname) ??
    resolveLocale({
      pathname: url.pathname,
      cookieHeader,
      acceptLanguage: request.headers.get('accept-language'),
      fallback: brand.defaultLocale,
    });
  const token = usableToken(readCookie(cookieHeader, AUTH_COOKIE));
  const apiFetch = apiFetchFor(request, env.apiUrlSet);
  const info: TRequestInfo = {
    locale,
    brand,
    token,
    api: {
      baseUrl: env.apiUrl,
      locale,
      token,
      application: brand.key,
      ...(apiFetch ? { fetch: apiFetch } : {}),
    },
  };
  infoCache.set(request, info);
  return info;
}

/** The signed-in user for this request (one API call per request however many loaders ask), or null. */
export function sessionUser(request: Request): Promise<TSessionUser | null> {
  const cached = userCache.get(request);
  if (cached) return cached;
  const info = requestInfo(request);
  const id = info.token ? userIdFromToken(info.token) : undefined;
  const pending =
    info.token && id
      ? callEndpoint(info.api, sessionEndpoints.postUserMeById, { params: { id } })
          // User data counts only when it carries a cell phone number (spec rules section 5).
          .then((user) => (user?.CellPhoneNumber ? user : null))
          .catch(() => null)
      : Promise.resolve(null);
  userCache.set(request, pending);
  return pending;
}
