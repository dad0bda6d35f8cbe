import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { depsOf } from '../../../platform/deps.ts';
import { identityErrors } from '../identity.errors.ts';
import { findMembership, findUserByEmail, updateUser } from '../users/users.repo.ts';
import { updateProvider } from './providers.repo.ts';

const ZBody = z.object({
  /** A client, or an agency's owner, by e-mail. */
  Email: z.string().trim().toLowerCase().email(),
  /** The version their stored acceptance names from now on (an earlier one than the rules' current). */
  Version: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

/**
 * POST /api/dev/contract-versions/accepted (development routes only: this machine, never production): makes a
 * client's accepted terms, or an agency's accepted contract, name another version, as if they had accepted it
 * before the one in force took effect, so that a browser test sees the contract-update prompt (issue 20).
 */
export async function devContractVersionsRoutes(app: FastifyInstance) {
  app.post('/contract-versions/accepted', { schema: { hide: true, body: ZBody } }, async (request, reply) => {
    const { Email, Version } = request.body as z.output<typeof ZBody>;
    const deps = depsOf(app);
    const user = await findUserByEmail(deps.db, Email);
    if (!user) throw identityErrors.userNotFound();
    const now = deps.clock.now();
    if (user.userType === 'client') {
      await updateUser(deps.db, user.id, { termsVersion: Version }, now);
    } else {
      const membership = await findMembership(deps.db, user.id);
      if (!membership) throw identityErrors.providerNotFound();
      await updateProvider(deps.db, membership.provider.id, { contractVersion: Version }, now);
    }
    return reply.code(200).send({ Version });
  });
}
