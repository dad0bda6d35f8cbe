import {
  AUTH_COOKIE,
  AUTH_COOKIE_DAYS,
  identityEndpoints,
  isSafeReturnPath,
  sessionEndpoints,
  type TAuthorizeResult,
  type TSessionUser,
  usableToken,
} from '@brifa/contracts';
import { callEndpoint, type TApiContext } from './api-client.ts';
import { APP_PATHS } from './app-paths.ts';
import { readCookie } from './locale.ts';
import { guestPageRedirect, homePathFor, shouldRedirectOn401 } from './session-rules.ts';

/**
 * The browser side of a session (spec/product.md section 4): the token lives in the `auth_token` cookie for
 * 25 days. It is not httpOnly on purpose: the browser reads it to send it as a bearer header, and the web
 * server reads the same cookie to render signed-in pages.
 */
export function authCookie(token: string, options: { secure?: boolean } = {}): string {
  const maxAge = AUTH_COOKIE_DAYS * 24 * 60 * 60;
  const secure = options.secure ? '; secure' : '';
  return `${AUTH_COOKIE}=${encodeURIComponent(token)}; path=/; max-age=${maxAge}; samesite=lax${secure}`;
}

export function expiredAuthCookie(): string {
  return `${AUTH_COOKIE}=; path=/; max-age=0; samesite=lax`;
}

function isHttps(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

export function storeAuthToken(token: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox.
  document.cookie = authCookie(token, { secure: isHttps() });
}

export function clearAuthToken(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox.
  document.cookie = expiredAuthCookie();
}

export function readAuthToken(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return usableToken(readCookie(document.cookie, AUTH_COOKIE));
}

/**
 * A full page load, so the root loader reads the new cookie (or its absence) and every piece of client state
 * starts afresh. Injectable for tests.
 */
export type TNavigate = (path: string) => void;
export const hardNavigate: TNavigate = (path) => window.location.assign(path);

export function loadSessionUser(api: TApiContext, userId: number | string): Promise<TSessionUser> {
  return callEndpoint(api, sessionEndpoints.postUserMeById, { params: { id: userId } });
}

/**
 * After a successful `OAuth/authorize` (or registration): keeps the token, then decides where to go.
 * A sign-in link's ReturnPath wins, then the page's `returnUrl`, each only when it is a safe internal path;
 * otherwise the user's own home, which needs the user (client or agency).
 */
export async function signInTarget(input: {
  api: TApiContext;
  result: Pick<TAuthorizeResult, 'Token' | 'UserId' | 'ReturnPath'>;
  returnUrl?: string | null | undefined;
}): Promise<string> {
  storeAuthToken(input.result.Token);
  const saved = isSafeReturnPath(input.result.ReturnPath) ? input.result.ReturnPath : input.returnUrl;
  const api = { ...input.api, token: input.result.Token };
  try {
    const user = await loadSessionUser(api, input.result.UserId);
    return guestPageRedirect(user, saved) ?? homePathFor(user);
  } catch {
    // The token is stored; the layouts' guards will place the user correctly from wherever they land.
    return isSafeReturnPath(saved) ? saved : '/';
  }
}

export type TQueryCacheLike = { clear: () => void };

/** A session end (logout or a first 401) is under way: later 401s navigate nowhere. */
let endingSession = false;

/**
 * The page is being left (a link, the address bar, a reload): a 401 answered meanwhile must not pull the
 * visitor to /redirect instead of where they are going; the next page checks the session itself.
 */
let leavingPage = false;
if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => {
    leavingPage = true;
  });
  // Back from the browser's cache: the page is ours again.
  window.addEventListener('pageshow', () => {
    leavingPage = false;
  });
}

/**
 * Logging out (spec section 4): the server revokes the token, the cookie goes, cached data of this user goes,
 * and the visitor lands on the home page. A failed server call still logs out locally.
 */
export async function logout(input: {
  api: TApiContext;
  queryClient: TQueryCacheLike;
  home: string;
  navigate?: TNavigate;
}): Promise<void> {
  // Queries still in flight get 401 once the token is revoked; the way home below wins over /redirect.
  endingSession = true;
  try {
    // No onUnauthorized here: a token the server already dropped is exactly what we are getting rid of.
    await callEndpoint({ ...input.api, onUnauthorized: undefined }, identityEndpoints.postOAuthLogout, {
      body: {},
    });
  } catch {
    // Revocation failed (offline, already revoked): the local session still ends.
  }
  clearAuthToken();
  input.queryClient.clear();
  (input.navigate ?? hardNavigate)(input.home);
}

/**
 * A 401 from any call (spec section 4): the session is over. Outside the login and register pages the
 * cookie and the cached data go and the visitor lands on /redirect. Returns whether it did so.
 * The server already refused the token, so there is nothing to revoke.
 */
export function handleUnauthorized(input: {
  pathname: string;
  queryClient: TQueryCacheLike;
  navigate?: TNavigate;
}): boolean {
  if (!shouldRedirectOn401(input.pathname)) return false;
  // Several queries may fail at once; one navigation is enough.
  if (endingSession) return true;
  if (leavingPage) {
    clearAuthToken();
    return true;
  }
  endingSession = true;
  clearAuthToken();
  input.queryClient.clear();
  (input.navigate ?? hardNavigate)(APP_PATHS.redirectAfter401);
  return true;
}

/** For tests: forget that a session end is under way (or that the page is being left). */
export function resetUnauthorizedGuard(): void {
  endingSession = false;
  leavingPage = false;
}
