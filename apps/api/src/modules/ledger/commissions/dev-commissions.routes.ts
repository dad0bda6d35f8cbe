import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fixedClock } from '../../../platform/clock.ts';
import { depsOf } from '../../../platform/deps.ts';
import { identityErrors } from '../../identity/identity.errors.ts';
import { findMembership, findUserByEmail } from '../../identity/users/users.service.ts';
import { openCommissionPlan } from './commissions.service.ts';

const DAY_MS = 86_400_000;

const ZBody = z.object({
  /** The agency's owner (or any member), by e-mail. */
  Email: z.string().trim().toLowerCase().email(),
  /** The agreement's monthly amount in TL. */
  MonthlyAmountTl: z.coerce.number().int().min(100).max(10_000_000).default(15_000),
  /** How many days ago the agreement was confirmed: over a month makes the first piece overdue. */
  ConfirmedDaysAgo: z.coerce.number().int().min(0).max(400).default(35),
});

/**
 * POST /api/dev/commissions/plan (development routes only: this machine, never production): an earlier-model
 * commission plan for one agency, as a confirmed monthly agreement on a project from before 14 October 2024
 * would open (the ledger's own `openCommissionPlan`), confirmed `ConfirmedDaysAgo` days ago, so a browser test
 * sees an overdue piece without an agreement flow. The project is named by a made-up key (no brief row).
 */
export async function devCommissionsRoutes(app: FastifyInstance) {
  app.post('/commissions/plan', { schema: { hide: true, body: ZBody } }, async (request, reply) => {
    const { Email, MonthlyAmountTl, ConfirmedDaysAgo } = request.body as z.output<typeof ZBody>;
    const deps = depsOf(app);
    const user = await findUserByEmail(deps.db, Email);
    if (!user) throw identityErrors.userNotFound();
    const membership = await findMembership(deps.db, user.id);
    if (!membership) throw identityErrors.providerNotFound();
    const now = deps.clock.now();
    const confirmedAt = new Date(now.getTime() - ConfirmedDaysAgo * DAY_MS);
    const offerId = randomInt(1, 2 ** 40);
    const opened = await deps.db.transaction((tx) =>
      openCommissionPlan(
        { db: tx, clock: fixedClock(now) },
        {
          agreementId: -offerId,
          providerId: membership.provider.id,
          offerId: -offerId,
          offerKey: `dev${offerId.toString(36)}`,
          matchId: -offerId,
          projectCreatedAt: new Date('2024-09-01T09:00:00Z'),
          period: 'monthly',
          amountKurus: MonthlyAmountTl * 100,
          months: 12,
          confirmedAt,
        },
      ),
    );
    return reply.code(200).send({ PlanId: opened.planId, Pieces: opened.pieces });
  });
}
