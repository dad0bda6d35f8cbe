import { outboxEndpoints as endpoints } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/reply.ts';
import { route } from '../../platform/route.ts';
import { insertDeadMessage, listOutbox } from './outbox.service.ts';

/** GET /api/dev/outbox: what was sent, so a newcomer can read a verification code. Not in production. */
export async function devOutboxRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.getOutbox,
    { tags: ['dev'], summary: 'Messages recorded by the outbox adapters (development only)' },
    async (request) => {
      const to = request.query.To?.toLowerCase();
      return ok(request, { Items: await listOutbox(app.deps.database.db, { to, limit: 100 }) });
    },
  );
  route(
    app,
    endpoints.postDeadMessage,
    {
      tags: ['dev'],
      summary: 'Records a dead e-mail (development only): the console retries or discards it',
    },
    async (request) => ok(request, { Id: await insertDeadMessage(app.deps, request.body.To) }),
  );
}
