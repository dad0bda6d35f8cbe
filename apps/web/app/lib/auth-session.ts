import {
  identityEndpoints,
  isSafeReturnPath,
  sessionEndpoints,
  type TAuthorizeResult,
  type TSessionUser,
} from '@brifa/contracts';
import { callEndpoint, type TApiContext } from './api-client.ts';
import { beginSessionEnd, hardNavigate, type TNavigate, type TQueryCacheLike } from './session-end.ts';
import { guestPageRedirect, homePathFor } from './session-rules.ts';

export {
  handleUnauthorized,
  hardNavigate,
  resetUnauthorizedGuard,
  type TNavigate,
  type TQueryCacheLike,
} from './session-end.ts';

/**
 * The browser side of a session (spec/product.md section 4): the API keeps the token in the HttpOnly
 * `auth_token` cookie for 25 days, sets it on sign-in and clears it on logout (or when it refuses it). Page
 * script never reads or writes it; calls carry it as a cookie, and the web server forwards it to the API.
 */

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
  beginSessionEnd();
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
