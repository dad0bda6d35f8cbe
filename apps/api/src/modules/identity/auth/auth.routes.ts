import { identityEndpoints as endpoints, type TLocale, ZAuthorize } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { clientInfo } from '../../../platform/client-info.ts';
import { depsOf, type TDeps } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { route } from '../../../platform/route.ts';
import { clearSessionCookie, setSessionCookie } from '../../../platform/session-cookie.ts';
import { parseBody } from '../../../platform/validate.ts';
import { resetPassword } from '../users/users.service.ts';
import {
  loginWithPassword,
  loginWithPhoneCode,
  loginWithSignInToken,
  logout,
  type TClientInfo,
} from './auth.service.ts';

const tags = ['auth'];

/** Validates the body against the one way of logging in it names, so field messages stay precise. */
async function authorize(deps: TDeps, raw: Record<string, unknown>, locale: TLocale, client: TClientInfo) {
  const [byPassword, byPhone, byLink] = ZAuthorize.options;
  if ('SignInToken' in raw)
    return loginWithSignInToken(deps, parseBody(byLink, raw, locale).SignInToken, client);
  if ('CellPhoneNumber' in raw) {
    const body = parseBody(byPhone, raw, locale);
    return loginWithPhoneCode(deps, body.CellPhoneNumber, body.Code, client);
  }
  const body = parseBody(byPassword, raw, locale);
  return loginWithPassword(deps, body.Email, body.Password, client, locale);
}

/** /api/v1/OAuth/authorize and /api/v1/OAuth/logout */
export async function authRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.postOAuthAuthorize,
    {
      tags,
      summary: 'Log in by e-mail and password, by phone and SMS code, or with a sign-in link token',
      // The body is checked in the handler against the one login method it names (see below).
      validatorCompiler: () => (data) => ({ value: data }),
    },
    async (request, reply) => {
      const raw = (request.body ?? {}) as Record<string, unknown>;
      const result = await authorize(depsOf(app), raw, request.ctx.locale, clientInfo(request));
      // Browsers keep the session in the HttpOnly cookie; API clients use the token of the answer.
      setSessionCookie(request, reply, result.Token);
      return ok(request, result, { message: '' });
    },
  );

  route(
    app,
    endpoints.postOAuthLogout,
    { tags, summary: 'Revoke the session (bearer token or cookie) and clear the session cookie' },
    async (request, reply) => {
      await logout(depsOf(app), authOf(request).sessionId);
      clearSessionCookie(request, reply);
      return ok(request, null);
    },
  );
}

/** PUT /api/OAuth/password (no version prefix, as in the spec): forgot password with a code. */
export async function unversionedAuthRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.putOAuthPassword,
    { tags, summary: 'Set a new password with the code sent to the phone or e-mail (forgot password)' },
    async (request) => {
      await resetPassword(depsOf(app), request.body);
      return ok(request, null);
    },
  );
}
