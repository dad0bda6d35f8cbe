import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { depsOf } from '../../../platform/deps.ts';
import { identityErrors } from '../identity.errors.ts';
import { findUserByEmail, updateUser } from './users.repo.ts';

const ZBody = z.object({
  Email: z.string().trim().toLowerCase().email(),
  /** How old the account is made to be. */
  Hours: z
    .number()
    .int()
    .min(1)
    .max(24 * 365),
});

/**
 * POST /api/dev/users/age (development routes only: this machine, never production): makes an account older,
 * as if it had signed up `Hours` ago, so that a browser test's fresh client is not an agreement risk signal
 * (issue 20: a client account younger than the matching window sends the agreement to an operator).
 */
export async function devUsersRoutes(app: FastifyInstance) {
  app.post('/users/age', { schema: { hide: true, body: ZBody } }, async (request, reply) => {
    const { Email, Hours } = request.body as z.output<typeof ZBody>;
    const deps = depsOf(app);
    const user = await findUserByEmail(deps.db, Email);
    if (!user) throw identityErrors.userNotFound();
    const now = deps.clock.now();
    await updateUser(deps.db, user.id, { createdAt: new Date(now.getTime() - Hours * 3_600_000) }, now);
    return reply.code(200).send({ Hours });
  });
}
