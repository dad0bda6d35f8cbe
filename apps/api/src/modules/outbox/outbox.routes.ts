import { ZEnvelope, ZOutboxMessage } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/reply.ts';
import { listOutbox } from './outbox.service.ts';

/** GET /api/dev/outbox: what was sent, so a newcomer can read a verification code. Not in production. */
export async function devOutboxRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Messages recorded by the outbox adapters (development only)',
        querystring: z.object({ To: z.string().trim().max(254).optional() }),
        response: { 200: ZEnvelope(z.object({ Items: z.array(ZOutboxMessage) })) },
      },
    },
    async (request) => {
      const to = request.query.To?.toLowerCase();
      return ok(request, { Items: await listOutbox(app.deps.database.db, { to, limit: 100 }) });
    },
  );
}
