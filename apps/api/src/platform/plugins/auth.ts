import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../api-error.ts';
import { commonErrors } from '../common.errors.ts';
import type { TDb } from '../db.ts';
import { clearSessionCookie, comesFromOwnOrigin, isStateChanging } from '../session-cookie.ts';
import { readSessionToken } from '../tokens.ts';

export type TAuth = { userId: number; sessionId: string };

declare module 'fastify' {
  interface FastifyInstance {
    authSecret: Uint8Array;
    /**
     * preHandler for signed-in calls: a valid, unrevoked token (bearer header, else the session cookie) or 401.
     * A change signed in by the cookie alone must come from the app's own origin (403 otherwise).
     */
    authenticate: (request: FastifyRequest, reply?: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    auth: TAuth | null;
  }
}

/** The signed-in user of a request that passed `app.authenticate`. */
export function authOf(request: FastifyRequest): TAuth {
  if (!request.auth) throw new ApiError('UNAUTHORIZED');
  return request.auth;
}

/** What the identity module tells the platform: the signing key, and whether a session still stands. */
export type TAuthPluginOptions = {
  loadSecret: (db: TDb) => Promise<Uint8Array>;
  isSessionLive: (db: TDb, claims: TAuth, now: Date) => Promise<boolean>;
};

export const authPlugin = fp(
  async (app: FastifyInstance, options: TAuthPluginOptions) => {
    const { database, clock, config } = app.deps;
    const secret = await options.loadSecret(database.db);
    app.decorate('authSecret', secret);
    app.decorateRequest('auth', null);
    app.decorate('authenticate', async (request: FastifyRequest, reply?: FastifyReply) => {
      const { token, tokenSource } = request.ctx;
      if (!token) throw new ApiError('UNAUTHORIZED');
      const byCookie = tokenSource === 'cookie';
      if (byCookie && isStateChanging(request.method) && !comesFromOwnOrigin(request, config)) {
        throw commonErrors.crossSiteRequest();
      }
      const now = clock.now();
      const claims = await readSessionToken(secret, token, now);
      const live = claims ? await options.isSessionLive(database.db, claims, now) : false;
      if (!claims || !live) {
        // A cookie the server no longer honours goes, since page script cannot remove an HttpOnly cookie.
        if (byCookie && reply) clearSessionCookie(request, reply);
        throw new ApiError('UNAUTHORIZED');
      }
      request.auth = claims;
    });
  },
  { name: 'auth', dependencies: ['context'] },
);
