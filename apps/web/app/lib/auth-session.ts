import {
  identityEndpoints,
  isSafeReturnPath,
  sessionEndpoints,
  type TAuthorizeResult,
  type TSessionUser,
} from '@brifa/contracts';
import { callEndpoint, type TApiContext } from './api-client.ts';
import { APP_PATHS } from './app-paths.ts';
import { guestPageRedirect, homePathFor, shouldRedirectOn401 } from './session-rules.ts';

/**
 * The browser side of a session (spec/product.md section 4): the API keeps the token in the HttpOnly
 * `auth_token` cookie for 25 days, sets it on sign-in and clears it on logout (or when it refuses it). Page
 * script never reads or writes it; calls carry it as a cookie, and the web server forwards it to the API.
 */

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
 * After a successful `OAuth/authorize` (or registration), whose answer set the session cookie: decides where
 * to go. A sign-in link's ReturnPath wins, then the page's `returnUrl`, each only when it is a safe internal
 * path; otherwise the user's own home, which needs the user (client or agency).
 */
export async function signInTarget(input: {
  api: TApiContext;
  result: Pick<TAuthorizeResult, 'UserId' | 'ReturnPath'>;
  returnUrl?: string | null | undefined;
}): Promise<string> {
  const saved = isSafeReturnPath(input.result.ReturnPath) ? input.result.ReturnPath : input.returnUrl;
  try {
    const user = await loadSessionUser(input.api, input.result.UserId);
    return guestPageRedirect(user, saved) ?? homePathFor(user);
  } catch {
    // The cookie is set; the layouts' guards will place the user correctly from wherever they land.
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
 * Logging out (spec section 4): the server revokes the session and clears the cookie, cached data of this
 * user goes, and the visitor lands on the home page.
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
    // Revocation failed (offline, already revoked: the server cleared the cookie with its 401).
  }
  input.queryClient.clear();
  (input.navigate ?? hardNavigate)(input.home);
}

/**
 * A 401 from any call (spec section 4): the session is over. Outside the login and register pages the
 * cached data goes and the visitor lands on /redirect. Returns whether it did so. The server already refused
 * the token and cleared its cookie, so there is nothing to revoke.
 */
export function handleUnauthorized(input: {
  pathname: string;
  queryClient: TQueryCacheLike;
  navigate?: TNavigate;
}): boolean {
  if (!shouldRedirectOn401(input.pathname)) return false;
  // Several queries may fail at once; one navigation is enough.
  if (endingSession) return true;
  if (leavingPage) return true;
  endingSession = true;
  input.queryClient.clear();
  (input.navigate ?? hardNavigate)(APP_PATHS.redirectAfter401);
  return true;
}

/** For tests: forget that a session end is under way (or that the page is being left). */
export function resetUnauthorizedGuard(): void {
  endingSession = false;
  leavingPage = false;
}
