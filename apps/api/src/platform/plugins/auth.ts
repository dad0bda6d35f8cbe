import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../api-error.ts';
import type { TDb } from '../db.ts';
import { readSessionToken } from '../tokens.ts';

export type TAuth = { userId: number; sessionId: string };

declare module 'fastify' {
  interface FastifyInstance {
    authSecret: Uint8Array;
    /** preHandler for signed-in calls: a valid, unrevoked bearer token or 401. */
    authenticate: (request: FastifyRequest) => Promise<void>;
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
    const { database, clock } = app.deps;
    const secret = await options.loadSecret(database.db);
    app.decorate('authSecret', secret);
    app.decorateRequest('auth', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = request.ctx.token;
      if (!token) throw new ApiError('UNAUTHORIZED');
      const now = clock.now();
      const claims = await readSessionToken(secret, token, now);
      if (!claims) throw new ApiError('UNAUTHORIZED');
      if (!(await options.isSessionLive(database.db, claims, now))) throw new ApiError('UNAUTHORIZED');
      request.auth = claims;
    });
  },
  { name: 'auth', dependencies: ['context'] },
);
