import type { TSessionUser } from '@brifa/contracts';
import { redirect } from 'react-router';
import { RETURN_PATH_PARAM } from '../../lib/app-paths.ts';
import { sessionUser } from '../../lib/request-context.server.ts';
import { guestPageRedirect, homePathFor, loginPathWithReturn } from '../../lib/session-rules.ts';

/** Login, register and forgot password are for guests: a signed-in user goes home (or to a safe saved path). */
export async function guestOnly(request: Request): Promise<null> {
  const user = await sessionUser(request);
  const target = guestPageRedirect(user, new URL(request.url).searchParams.get(RETURN_PATH_PARAM));
  if (target) throw redirect(target);
  return null;
}

/**
 * A step after sign-up (phone approval, initial password): only for a signed-in user who still needs it.
 * A guest goes to the login page and comes back here; a user who is done goes home.
 */
export async function signedInStep(
  request: Request,
  needsStep: (user: TSessionUser) => boolean,
): Promise<TSessionUser> {
  const user = await sessionUser(request);
  const url = new URL(request.url);
  if (!user) throw redirect(loginPathWithReturn(url.pathname, url.search));
  if (!needsStep(user)) throw redirect(homePathFor(user));
  return user;
}
