import { sessionEndpoints as endpoints } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { commonErrors } from '../../platform/common.errors.ts';
import { depsOf } from '../../platform/deps.ts';
import { authOf } from '../../platform/plugins/auth.ts';
import { ok } from '../../platform/reply.ts';
import { route } from '../../platform/route.ts';
import { legalVersions } from '../identity/accounts/providers.service.ts';
import { buildSessionUser } from './session-user.ts';

const tags = ['user'];

/** The signed-in user with the counters every screen's header shows (messages, notices, balance, debts). */
export async function sessionRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.postUserMeById,
    { tags, summary: 'The signed-in user (session fields of the User entity)' },
    async (request) => {
      const { userId } = authOf(request);
      if (request.params.id !== userId) throw commonErrors.forbidden();
      const deps = depsOf(app);
      const user = await buildSessionUser(deps.db, userId, deps.clock.now(), legalVersions(deps.config));
      return ok(request, user, { message: '' });
    },
  );
}
