import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findLiveSession } from '../../modules/identity/auth/auth.repo.ts';
import { ApiError } from '../api-error.ts';
import { loadSigningSecret, readSessionToken } from '../tokens.ts';

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

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const { database, clock, config } = app.deps;
    const secret = await loadSigningSecret(database.db, config.AUTH_SECRET);
    app.decorate('authSecret', secret);
    app.decorateRequest('auth', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = request.ctx.token;
      if (!token) throw new ApiError('UNAUTHORIZED');
      const now = clock.now();
      const claims = await readSessionToken(secret, token, now);
      if (!claims) throw new ApiError('UNAUTHORIZED');
      const session = await findLiveSession(database.db, claims.sessionId, claims.userId, now);
      if (!session) throw new ApiError('UNAUTHORIZED');
      request.auth = claims;
    });
  },
  { name: 'auth', dependencies: ['context'] },
);
