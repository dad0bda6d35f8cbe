import {
  briefsEndpoints as endpoints,
  IDEMPOTENCY_KEY_HEADER,
  OFFER_ACTIONS,
  PAGE_SIZE,
} from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { route } from '../../../platform/route.ts';
import { checkBrief } from './brief-check.service.ts';
import { actOnOffer, createOffer, deleteOffer, getOwnOffer, listOwnOffers } from './offers.service.ts';

const tags = ['offers'];

export async function offersRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.postOffer,
    {
      tags,
      summary: 'Create a project brief (the question flow)',
      description:
        'One transaction: the brief, the agencies the client asked for and the first matching. With an Idempotency-Key header, a retry by the same user with the same key answers the brief the first request created (201, the same OfferKey) and creates nothing.',
    },
    async (request, reply) => {
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      const offer = await createOffer(depsOf(app), authOf(request).userId, request.body, request.ctx.locale, {
        ...(typeof key === 'string' ? { idempotencyKey: key } : {}),
      });
      return reply.code(201).send(ok(request, offer, { status: 201 }));
    },
  );

  route(
    app,
    endpoints.postOfferBriefCheck,
    { tags, summary: 'Brief-quality warnings (and a language model’s suggestions when configured)' },
    async (request) => ok(request, await checkBrief(depsOf(app), request.body, request.ctx.locale)),
  );

  route(
    app,
    endpoints.getOffer,
    { tags, summary: "The client's projects, newest first (PageSize 4)" },
    async (request) => {
      const { PageIndex, PageSize } = request.query;
      const page = await listOwnOffers(
        depsOf(app),
        authOf(request).userId,
        PageIndex,
        PageSize ?? PAGE_SIZE.clientOffers,
        request.ctx.locale,
      );
      return ok(request, page);
    },
  );

  route(app, endpoints.getOfferPage, { tags, summary: 'One of the client’s projects' }, async (request) =>
    ok(
      request,
      await getOwnOffer(depsOf(app), authOf(request).userId, request.params.id, request.ctx.locale),
    ),
  );

  for (const action of OFFER_ACTIONS) {
    route(
      app,
      endpoints.offerActions[action],
      { tags, summary: `${action[0]!.toUpperCase()}${action.slice(1)} a project` },
      async (request) =>
        ok(
          request,
          await actOnOffer(
            depsOf(app),
            authOf(request).userId,
            request.params.id,
            action,
            request.ctx.locale,
          ),
        ),
    );
  }

  route(
    app,
    endpoints.deleteOfferById,
    { tags, summary: 'Delete a project from the client’s lists' },
    async (request) => {
      await deleteOffer(depsOf(app), authOf(request).userId, request.params.id);
      return ok(request, null);
    },
  );
}
