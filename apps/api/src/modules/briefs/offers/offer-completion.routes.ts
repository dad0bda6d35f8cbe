import { briefsEndpoints as endpoints } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { route } from '../../../platform/route.ts';
import { completeOffer, listNotCompletedOffers } from './offer-completion.service.ts';

const tags = ['offers'];

/** Project completion (spec: /project-complete asks for the brief fields a project misses). */
export async function offerCompletionRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.getOfferNotCompleted,
    { tags, summary: "The client's open projects that miss brief data, newest first" },
    async (request) =>
      ok(request, await listNotCompletedOffers(depsOf(app), authOf(request).userId, request.ctx.locale)),
  );

  route(
    app,
    endpoints.putOfferMissingFields,
    { tags, summary: 'Fill in the brief fields a project misses (each missing one is required)' },
    async (request) =>
      ok(
        request,
        await completeOffer(
          depsOf(app),
          authOf(request).userId,
          request.params.id,
          request.body,
          request.ctx.locale,
        ),
      ),
  );
}
