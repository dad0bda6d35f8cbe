import { ZEnvelope, ZService, ZServiceBody, ZServiceList } from '@brifa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { addService, agencyServices, changeService, removeService } from './services.service.ts';

const tags = ['services'];
const security = [{ bearer: [] }];
const params = z.object({ id: z.coerce.number().int().positive() });

/** The agency's services (the spec names no call): list, add (needs a subscription), change, remove. */
export async function servicesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const call = (request: FastifyRequest) => ({ deps: depsOf(app), userId: authOf(request).userId });
  api.get(
    '/Service',
    {
      schema: {
        tags,
        summary: "The agency's services",
        security,
        response: { 200: ZEnvelope(ZServiceList) },
      },
      preHandler: app.authenticate,
    },
    async (request) => ok(request, await agencyServices(call(request))),
  );
  api.post(
    '/Service',
    {
      schema: {
        tags,
        summary: 'Add a service (needs an active subscription)',
        security,
        body: ZServiceBody,
        response: { 201: ZEnvelope(ZService) },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) =>
      reply.code(201).send(ok(request, await addService(call(request), request.body), { status: 201 })),
  );
  api.put(
    '/Service/:id',
    {
      schema: {
        tags,
        summary: 'Change a service',
        security,
        params,
        body: ZServiceBody,
        response: { 200: ZEnvelope(ZService) },
      },
      preHandler: app.authenticate,
    },
    async (request) => ok(request, await changeService(call(request), request.params.id, request.body)),
  );
  api.delete(
    '/Service/:id',
    {
      schema: {
        tags,
        summary: 'Remove a service',
        security,
        params,
        response: { 200: ZEnvelope(ZServiceList) },
      },
      preHandler: app.authenticate,
    },
    async (request) => ok(request, await removeService(call(request), request.params.id)),
  );
}
