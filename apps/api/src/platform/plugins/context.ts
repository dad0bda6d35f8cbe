import { LANGUAGE_COOKIE, type TLocale } from '@brifa/contracts';
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './envelope.ts';
import { readRequestContext } from './request-context.ts';

/**
 * Reads cookies and the spec's request headers into `request.ctx` before anything else runs. An API call
 * with an unreadable `language` cookie is answered with the spec's delete-cookie message (404) and the
 * cookie is cleared so that the next request works.
 */
export const contextPlugin = fp<{ defaultLocale: (host: string | undefined) => TLocale }>(
  async (app: FastifyInstance, options) => {
    await app.register(cookie);
    app.decorateRequest('ctx', null as never);
    app.addHook('onRequest', async (request, reply) => {
      request.ctx = readRequestContext(request, options.defaultLocale(request.headers.host));
      if (request.ctx.invalidLanguageCookie && /^\/api(\/|$)/i.test(request.url)) {
        reply.clearCookie(LANGUAGE_COOKIE, { path: '/' });
        return sendError(reply, 'INVALID_LANGUAGE_COOKIE', { status: 404 });
      }
    });
  },
  { name: 'context' },
);
