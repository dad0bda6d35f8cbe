import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fixedClock } from '../../../platform/clock.ts';
import { depsOf } from '../../../platform/deps.ts';
import { identityErrors } from '../../identity/identity.errors.ts';
import { findMembership, findUserByEmail } from '../../identity/users/users.service.ts';
import { renewals } from '../../ledger/subscriptions/subscriptions.service.ts';
import { renewSubscriptions } from './renewals.job.ts';

const ZBody = z.object({
  /** The agency's owner (or any member), by e-mail. */
  Email: z.string().trim().toLowerCase().email(),
  /** The moment the job runs as of; by default when the agency's next renewal is due. */
  At: z.coerce.date().optional(),
});

/**
 * POST /api/dev/renewals/run (development routes only: this machine, never production): the daily renewal job
 * (renewals.job.ts, the real code) for one agency's subscriptions and debts, with its clock set to `At` (by
 * default the end of the agency's soonest renewing subscription), so that a browser test sees a renewal succeed
 * or fail without waiting for the due date. The other agencies' subscriptions are not touched.
 */
export async function devRenewalsRoutes(app: FastifyInstance) {
  app.post('/renewals/run', { schema: { hide: true, body: ZBody } }, async (request, reply) => {
    const { Email, At } = request.body as z.output<typeof ZBody>;
    const deps = depsOf(app);
    const user = await findUserByEmail(deps.db, Email);
    if (!user) throw identityErrors.userNotFound();
    const membership = await findMembership(deps.db, user.id);
    if (!membership) throw identityErrors.providerNotFound();
    const providerId = membership.provider.id;
    const at = At ?? (await renewals.nextRenewalAt(deps.db, providerId)) ?? deps.clock.now();
    const run = await renewSubscriptions({ ...deps, clock: fixedClock(at) }, { providerId });
    return reply.code(200).send({ At: at.toISOString(), ...run });
  });
}
