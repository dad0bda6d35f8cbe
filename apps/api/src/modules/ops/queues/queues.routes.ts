import { opsCoreEndpoints as endpoints } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../../platform/deps.ts';
import { ok } from '../../../platform/reply.ts';
import { operatorOf, opsRoute } from '../operators/ops-route.ts';
import { assignQueueItem, getQueueItem, opsHome, resolveQueueItem } from './queue.service.ts';

const tags = ['ops'];

/** The console home (queues) and one queue item: see, assign to me, resolve or dismiss. */
export async function queuesRoutes(app: FastifyInstance) {
  opsRoute(
    app,
    endpoints.getHome,
    { tags, summary: 'Queue counts, oldest ages and open items' },
    async (request) => ok(request, await opsHome(depsOf(app))),
  );
  opsRoute(app, endpoints.getQueueItem, { tags, summary: 'One queue item' }, async (request) =>
    ok(request, await getQueueItem(depsOf(app), request.params.id)),
  );
  opsRoute(app, endpoints.postQueueAssign, { tags, summary: 'Assign a queue item to me' }, async (request) =>
    ok(request, await assignQueueItem(depsOf(app), operatorOf(request), request.params.id)),
  );
  opsRoute(
    app,
    endpoints.postQueueResolve,
    { tags, summary: 'Resolve or dismiss a queue item' },
    async (request) =>
      ok(
        request,
        await resolveQueueItem(depsOf(app), operatorOf(request), request.params.id, {
          outcome: request.body.Outcome,
          note: request.body.Note,
        }),
      ),
  );
}
