import { OPERATOR_ROLES } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { depsOf } from '../../../platform/deps.ts';
import { openQueueItem } from '../queues/queue.service.ts';
import { findQueueItemByKey } from '../queues/queues.repo.ts';
import { updateOperatorRow } from './operators.repo.ts';
import { createOperator } from './operators.service.ts';
import { newTotpSecret } from './totp.ts';

const ZBody = z.object({
  Role: z.enum(OPERATOR_ROLES).default('operator'),
  /** With its authenticator already set up (a test of what follows the sign-in), else it enrols at first sign-in. */
  Enrolled: z.boolean().default(false),
});
const ZByKey = z.object({ DedupeKey: z.string().trim().min(1).max(200) });
const ZItem = z.object({ Title: z.string().trim().min(1).max(200).default('E2E check') });

/**
 * Development routes of the console (this machine only, never production).
 * POST /api/dev/ops/operators (development routes only: this machine, never production): a fresh operator
 * with a one-time password and no TOTP yet, so a browser test signs in and enrols as a new operator would;
 * with `Enrolled`, its TOTP secret is set and returned, for tests of the work after the sign-in. (The running
 * server holds the PGlite database, so a test cannot use `npm run operator:create` meanwhile.)
 */
export async function devOperatorsRoutes(app: FastifyInstance) {
  app.post('/ops/operators', { schema: { hide: true, body: ZBody } }, async (request, reply) => {
    const { Role, Enrolled } = request.body as z.output<typeof ZBody>;
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const email = `e2e.${stamp}@brifa.test`;
    const deps = depsOf(app);
    const { operator, password } = await createOperator(deps, null, {
      email,
      name: `E2E ${stamp}`,
      role: Role,
    });
    const totpSecret = Enrolled ? newTotpSecret() : null;
    if (totpSecret)
      await updateOperatorRow(deps.db, operator.id, { totpSecret, totpEnrolledAt: deps.clock.now() });
    return reply.code(201).send({
      Id: operator.id,
      Email: email,
      Name: operator.name,
      Password: password,
      TotpSecret: totpSecret,
    });
  });

  /** POST /api/dev/ops/queue-items: an agreement check to work on (browser tests of the queue item page). */
  app.post('/ops/queue-items', { schema: { hide: true, body: ZItem } }, async (request, reply) => {
    const { Title } = request.body as z.output<typeof ZItem>;
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const { id } = await openQueueItem(depsOf(app), {
      kind: 'agreement_check',
      subjectType: 'brief',
      subjectId: 0,
      title: Title,
      dedupeKey: `dev:${stamp}`,
      notify: false,
    });
    return reply.code(201).send({ Id: id });
  });

  /**
   * GET /api/dev/ops/queue-items/by-key?DedupeKey=…: the item a change opened (e.g. `job_approval:{id}`), so a
   * browser test opens it directly; the console's home lists only the first items due, and a full test run
   * leaves many open.
   */
  app.get(
    '/ops/queue-items/by-key',
    { schema: { hide: true, querystring: ZByKey } },
    async (request, reply) => {
      const { DedupeKey } = request.query as z.output<typeof ZByKey>;
      const item = await findQueueItemByKey(depsOf(app).db, DedupeKey);
      if (!item) return reply.code(404).send({ Id: null });
      return reply.send({ Id: item.id });
    },
  );
}
