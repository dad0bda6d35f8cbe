import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { depsOf } from '../../../platform/deps.ts';
import { briefsErrors } from '../briefs.errors.ts';
import { moveAccessPayment } from './agreements.repo.ts';

const ZParams = z.object({ id: z.coerce.number().int().positive() });
const ZBody = z.object({
  Minutes: z
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 30),
});

/**
 * POST /api/dev/matches/:id/paid-earlier (development routes only): moves the agency's access payment `Minutes`
 * into the past, so that a browser test's won mark is not "within minutes of the payment" (issue 20 risk signal).
 */
export async function devAgreementsRoutes(app: FastifyInstance) {
  app.post(
    '/matches/:id/paid-earlier',
    { schema: { hide: true, params: ZParams, body: ZBody } },
    async (request, reply) => {
      const { id } = request.params as z.output<typeof ZParams>;
      const { Minutes } = request.body as z.output<typeof ZBody>;
      const deps = depsOf(app);
      const moved = await moveAccessPayment(
        deps.db,
        id,
        new Date(deps.clock.now().getTime() - Minutes * 60_000),
      );
      if (!moved) throw briefsErrors.matchNotFound();
      return reply.code(200).send({ Minutes });
    },
  );
}
