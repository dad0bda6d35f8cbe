import { OPS_COOKIE, opsCoreEndpoints, type TOperatorView, usableToken } from '@brifa/contracts';
import { data, redirect } from 'react-router';
import { callEndpoint, type TApiContext } from './api-client.ts';
import { readCookie } from './locale.ts';
import { requestInfo } from './request-context.server.ts';

/**
 * The operator console's API context for loaders: the page request's ops cookie (ops_token, HttpOnly, set by
 * the API's sign-in) forwarded as the bearer token, the way users' loaders forward auth_token. The ops API
 * answers 404 to anything but a live ops session, so a loader treats 404 as "signed out".
 */
export function opsApi(request: Request): TApiContext {
  const { api } = requestInfo(request);
  const token = usableToken(readCookie(request.headers.get('cookie'), OPS_COOKIE));
  return { ...api, token };
}

const operatorCache = new WeakMap<Request, Promise<TOperatorView | null>>();

/** The signed-in operator of this page request, or null (one API call per request). */
export function opsOperator(request: Request): Promise<TOperatorView | null> {
  const cached = operatorCache.get(request);
  if (cached) return cached;
  const api = opsApi(request);
  const pending = api.token
    ? callEndpoint(api, opsCoreEndpoints.getMe).catch(() => null)
    : Promise.resolve(null);
  operatorCache.set(request, pending);
  return pending;
}

/** /ops/sign-in, coming back to this page afterwards. */
export function opsSignInRedirect(request: Request): Response {
  const url = new URL(request.url);
  const next = `${url.pathname}${url.search}`;
  return redirect(
    next === '/ops' || next === '/ops/' ? '/ops/sign-in' : `/ops/sign-in?next=${encodeURIComponent(next)}`,
  );
}

/** For a loader's ops call: an ops 404 (the session ended meanwhile) goes to sign-in. */
export async function opsLoad<T>(request: Request, load: (api: TApiContext) => Promise<T>): Promise<T> {
  const api = opsApi(request);
  if (!api.token) throw opsSignInRedirect(request);
  try {
    return await load(api);
  } catch (error) {
    if ((error as { status?: number }).status === 404) {
      if (!(await opsOperator(request))) throw opsSignInRedirect(request);
      // Signed in: the record itself is not there.
      throw data((error as Error).message, { status: 404 });
    }
    throw error;
  }
}
