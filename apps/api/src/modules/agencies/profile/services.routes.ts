import { agenciesEndpoints as endpoints } from '@brifa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { route } from '../../../platform/route.ts';
import { addService, agencyServices, changeService, removeService } from './services.service.ts';

const tags = ['services'];

/** The agency's services (the spec names no call): list, add (needs a subscription), change, remove. */
export async function servicesRoutes(app: FastifyInstance) {
  const call = (request: FastifyRequest) => ({ deps: depsOf(app), userId: authOf(request).userId });
  route(app, endpoints.getService, { tags, summary: "The agency's services" }, async (request) =>
    ok(request, await agencyServices(call(request))),
  );
  route(
    app,
    endpoints.postService,
    { tags, summary: 'Add a service (needs an active subscription)' },
    async (request, reply) =>
      reply.code(201).send(ok(request, await addService(call(request), request.body), { status: 201 })),
  );
  route(app, endpoints.putServiceById, { tags, summary: 'Change a service' }, async (request) =>
    ok(request, await changeService(call(request), request.params.id, request.body)),
  );
  route(app, endpoints.deleteServiceById, { tags, summary: 'Remove a service' }, async (request) =>
    ok(request, await removeService(call(request), request.params.id)),
  );
}
