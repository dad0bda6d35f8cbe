import { redirect } from 'react-router';
import { sessionUser } from '../lib/request-context.server.ts';
import { layoutRedirect, type TLayoutKind } from '../lib/session-rules.ts';

/** Server-side guard shared by the client and agency layouts' loaders. */
export async function guardLayout(layout: TLayoutKind, request: Request) {
  const user = await sessionUser(request);
  const url = new URL(request.url);
  const target = layoutRedirect({ layout, user, pathname: url.pathname, search: url.search });
  if (target) throw redirect(target);
  return null;
}
