import { OPS_COOKIE, type TEndpoint, type TOperator } from '@brifa/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { commonErrors } from '../../../platform/common.errors.ts';
import { depsOf } from '../../../platform/deps.ts';
import { route, type TEndpointHandler, type TRouteOptions } from '../../../platform/route.ts';
import { comesFromOwnOrigin, isStateChanging } from '../../../platform/session-cookie.ts';
import { opsErrors } from '../ops.errors.ts';
import { operatorOfToken } from './operators.service.ts';
import { clearOpsCookie } from './ops-tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator of a call that passed the ops guard (opsRoute). */
    operator?: { operator: TOperator; sessionId: string };
  }
}

export const OPS_PREFIX = '/api/v1/ops';

/** Every route registered through opsRoute/opsSignInRoute, per server (the guard test walks them all). */
const registered = new WeakMap<object, { method: string; url: string; signIn: boolean }[]>();

export function opsRoutesOf(app: FastifyInstance) {
  return registered.get(app.server) ?? [];
}

function remember(app: FastifyInstance, endpoint: TEndpoint, signIn: boolean) {
  const list = registered.get(app.server) ?? [];
  list.push({ method: endpoint.method, url: `${endpoint.prefix}${endpoint.path}`, signIn });
  registered.set(app.server, list);
}

/**
 * The ops token of a request: the bearer header (the web server's loaders forward the cookie as one), else the
 * ops cookie. The users' auth_token cookie is never read here.
 */
function opsTokenOf(request: FastifyRequest): { token: string | undefined; byCookie: boolean } {
  if (request.ctx.tokenSource === 'bearer') return { token: request.ctx.token, byCookie: false };
  const cookie = request.cookies[OPS_COOKIE];
  return { token: cookie || undefined, byCookie: !!cookie };
}

/** The guard: a live ops session or 404 (as if the call did not exist); `role: 'admin'` else 403. */
function opsGuard(app: FastifyInstance, role: 'admin' | undefined) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { token, byCookie } = opsTokenOf(request);
    if (!token) throw opsErrors.noSuchCall();
    const deps = depsOf(app);
    const found = await operatorOfToken(deps, token);
    if (!found) {
      // A cookie the server no longer honours goes (page script cannot remove an HttpOnly cookie).
      if (byCookie) clearOpsCookie(request, reply);
      throw opsErrors.noSuchCall();
    }
    if (byCookie && isStateChanging(request.method) && !comesFromOwnOrigin(request, deps.config)) {
      throw commonErrors.crossSiteRequest();
    }
    if (role === 'admin' && found.operator.role !== 'admin') throw opsErrors.adminOnly();
    request.operator = found;
  };
}

function assertOpsPrefix(app: FastifyInstance, endpoint: TEndpoint) {
  if (endpoint.prefix !== OPS_PREFIX || endpoint.auth !== 'none') {
    throw new Error(
      `${endpoint.method} ${endpoint.path}: ops endpoints use prefix ${OPS_PREFIX} and auth 'none'`,
    );
  }
  if (app.prefix.toLowerCase() !== OPS_PREFIX) throw new Error(`register ops routes under ${OPS_PREFIX}`);
}

/**
 * Registers an operator-console call (like platform `route()`), under /api/v1/ops, behind the ops guard:
 * anything but a live ops session (a client or agency token, no token, an expired or revoked ops session, a
 * disabled operator) gets 404; `role: 'admin'` refuses an operator with 403.
 */
export function opsRoute<E extends TEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: Omit<TRouteOptions, 'preHandler' | 'onRequest'> & { role?: 'admin' },
  handler: TEndpointHandler<E>,
): void {
  assertOpsPrefix(app, endpoint);
  const { role, ...rest } = options;
  remember(app, endpoint, false);
  // onRequest: before the body is read, so a refusal never depends on (or reveals) the body's schema.
  route(app, endpoint, { ...rest, onRequest: opsGuard(app, role) }, handler);
}

/**
 * A GET that streams a file (a document an operator checks) behind the same guard as opsRoute: its answer is
 * the file, not an envelope, so it has no contracts endpoint. `path` is under /api/v1/ops.
 */
export function opsFileRoute<P>(
  app: FastifyInstance,
  path: string,
  schema: { summary: string; params: import('zod').ZodType<P> },
  handler: (request: FastifyRequest<{ Params: P }>, reply: FastifyReply) => Promise<unknown>,
): void {
  if (app.prefix.toLowerCase() !== OPS_PREFIX) throw new Error(`register ops routes under ${OPS_PREFIX}`);
  const list = registered.get(app.server) ?? [];
  list.push({ method: 'GET', url: `${OPS_PREFIX}${path}`, signIn: false });
  registered.set(app.server, list);
  app.withTypeProvider<ZodTypeProvider>().get(
    path,
    {
      schema: { tags: ['ops'], summary: schema.summary, params: schema.params },
      onRequest: opsGuard(app, undefined),
    },
    (request, reply) => handler(request as FastifyRequest<{ Params: P }>, reply),
  );
}

/** The two sign-in steps: the only ops calls without a session. */
export function opsSignInRoute<E extends TEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: Omit<TRouteOptions, 'preHandler' | 'onRequest'>,
  handler: TEndpointHandler<E>,
): void {
  assertOpsPrefix(app, endpoint);
  remember(app, endpoint, true);
  route(app, endpoint, options, handler);
}

/** The signed-in operator of a call registered with opsRoute. */
export function operatorOf(request: FastifyRequest): TOperator {
  if (!request.operator) throw opsErrors.noSuchCall();
  return request.operator.operator;
}

/** The ops session of a call registered with opsRoute (sign-out). */
export function opsSessionIdOf(request: FastifyRequest): string {
  if (!request.operator) throw opsErrors.noSuchCall();
  return request.operator.sessionId;
}
