import { ZEnvelope, ZSessionUser } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors } from '../../platform/common.errors.ts';
import { depsOf } from '../../platform/deps.ts';
import { authOf } from '../../platform/plugins/auth.ts';
import { ok } from '../../platform/reply.ts';
import { buildSessionUser } from './session-user.ts';

const tags = ['user'];
const security = [{ bearer: [] }];

/** The signed-in user with the counters every screen's header shows (messages, notices, balance, debts). */
export async function sessionRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/user/me/:id',
    {
      schema: {
        tags,
        summary: 'The signed-in user (session fields of the User entity)',
        security,
        params: z.object({ id: z.coerce.number().int() }),
        response: { 200: ZEnvelope(ZSessionUser) },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const { userId } = authOf(request);
      if (request.params.id !== userId) throw commonErrors.forbidden();
      return ok(request, await buildSessionUser(depsOf(app).db, userId), { message: '' });
    },
  );
}
