import { APP_PATHS } from './app-paths.ts';
import { shouldRedirectOn401 } from './session-rules.ts';

/*
 * The end of a session in the browser (a 401, or logout under way) and the full page loads around it, apart
 * from auth-session.ts so every page's API context (api-context.ts) carries no endpoint table (and no zod).
 */

/**
 * A full page load, so the root loader reads the new cookie (or its absence) and every piece of client state
 * starts afresh. Injectable for tests.
 */
export type TNavigate = (path: string) => void;
export const hardNavigate: TNavigate = (path) => window.location.assign(path);

export type TQueryCacheLike = { clear: () => void };

/** A session end (logout or a first 401) is under way: later 401s navigate nowhere. */
let endingSession = false;

/** Logout has begun: 401s answered meanwhile navigate nowhere (the way home wins). */
export function beginSessionEnd(): void {
  endingSession = true;
}

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
