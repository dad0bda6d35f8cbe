import { boostsEndpoints as endpoints } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { route } from '../../../platform/route.ts';
import { continueBoost, listBoostSubscriptions, requestCustomService, stopBoost } from './boosts.service.ts';

const tags = ['subscriptions'];

export async function boostsRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.getBoostSubscriptionPage,
    { tags, summary: "The agency's boosts, newest first: days, state, days left, start and end" },
    async (request) =>
      ok(request, await listBoostSubscriptions(depsOf(app), authOf(request).userId, request.query)),
  );
  route(
    app,
    endpoints.putBoostSubscriptionStop,
    { tags, summary: 'Stops a boost: it lifts nothing from now and keeps its days left' },
    async (request) => ok(request, await stopBoost(depsOf(app), authOf(request).userId, request.params.id)),
  );
  route(
    app,
    endpoints.putBoostSubscriptionContinue,
    { tags, summary: "Continues a stopped boost: its days left run again from now (state 'continue')" },
    async (request) =>
      ok(request, await continueBoost(depsOf(app), authOf(request).userId, request.params.id)),
  );
  route(
    app,
    endpoints.postSubscriptionCustomService,
    {
      tags,
      summary: 'Asks for a custom service: an operator follows it up within the SLA the answer names',
    },
    async (request, reply) => {
      const answer = await requestCustomService(depsOf(app), authOf(request).userId, request.body);
      return reply.code(201).send(ok(request, answer, { status: 201 }));
    },
  );
}
