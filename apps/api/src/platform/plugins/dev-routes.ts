import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLoopback } from '../client-address.ts';
import type { TConfig } from '../config.ts';
import { sendError } from './envelope.ts';

type TMode = TConfig['DEV_ROUTES'];
type TRender = (request: FastifyRequest, reply: FastifyReply, path?: string) => unknown;

/** A path the web app's router has no page for: it renders its 404 page. */
const NOT_FOUND_PAGE = '/__not-found';

/**
 * Whether a request may use the development routes: `loopback` wants the connection from this machine (never
 * trusting X-Forwarded-For), and when a trusted proxy on this machine forwarded it, the client too.
 */
export function devRoutesOpen(mode: TMode, request: FastifyRequest): boolean {
  if (mode === 'on') return true;
  return mode === 'loopback' && isLoopback(request.socket.remoteAddress) && isLoopback(request.ip);
}

/** /dev/... of the web app however it is spelled (case, doubled slashes, percent-escapes), as its router reads it. */
export function isDevPagePath(url: string): boolean {
  let pathname = url.split('?')[0] ?? '';
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    // Left as it is: the router will not match a broken escape either.
  }
  return /^\/dev(?:\/|$)/i.test(pathname.replace(/\/{2,}/g, '/'));
}

/**
 * Registers the development API routes under /api/dev (not at all when DEV_ROUTES is off) behind the check,
 * and answers the web app's /dev pages with its 404 page to anyone the check refuses: the page reads the API
 * from this machine, so the API's own check would always let it through.
 */
export async function registerDevRoutes(
  app: FastifyInstance,
  mode: TMode,
  routes: Array<(app: FastifyInstance) => Promise<void>>,
  render: TRender | undefined,
) {
  app.addHook('onRequest', async (request, reply) => {
    if (!isDevPagePath(request.url) || devRoutesOpen(mode, request)) return;
    if (!render) return sendError(reply, 'NOT_FOUND', { status: 404 });
    await render(request, reply, NOT_FOUND_PAGE);
    return reply;
  });
  if (mode === 'off') return;
  await app.register(
    async (dev) => {
      dev.addHook('onRequest', async (request, reply) => {
        if (!devRoutesOpen(mode, request)) return sendError(reply, 'NOT_FOUND', { status: 404 });
      });
      for (const register of routes) await dev.register(register);
    },
    { prefix: '/api/dev' },
  );
}
