import {
  IDEMPOTENCY_KEY_HEADER,
  OFFER_ACTIONS,
  PAGE_SIZE,
  ZBriefCheck,
  ZBriefCheckResult,
  ZEnvelope,
  ZIdempotencyHeaders,
  ZOffer,
  ZOfferCreate,
  ZPaged,
  ZPageQuery,
} from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { checkBrief } from './brief-check.service.ts';
import { actOnOffer, createOffer, deleteOffer, getOwnOffer, listOwnOffers } from './offers.service.ts';

const tags = ['offers'];
const security = [{ bearer: [] }];
/** {id} in the spec's offer paths is the offer's public key. */
const ZKeyParams = z.object({ id: z.string().min(8).max(64) });

export async function offersRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/Offer',
    {
      schema: {
        tags,
        summary: 'Create a project brief (the question flow)',
        description:
          'One transaction: the brief, the agencies the client asked for and the first matching. With an Idempotency-Key header, a retry by the same user with the same key answers the brief the first request created (201, the same OfferKey) and creates nothing.',
        security,
        headers: ZIdempotencyHeaders,
        body: ZOfferCreate,
        response: { 201: ZEnvelope(ZOffer) },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const offer = await createOffer(depsOf(app), authOf(request).userId, request.body, request.ctx.locale, {
        idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER],
      });
      return reply.code(201).send(ok(request, offer, { status: 201 }));
    },
  );

  api.post(
    '/Offer/brief-check',
    {
      schema: {
        tags,
        summary: 'Brief-quality warnings (and a language model’s suggestions when configured)',
        body: ZBriefCheck,
        response: { 200: ZEnvelope(ZBriefCheckResult) },
      },
    },
    async (request) => ok(request, await checkBrief(depsOf(app), request.body, request.ctx.locale)),
  );

  api.get(
    '/offer',
    {
      schema: {
        tags,
        summary: "The client's projects, newest first (PageSize 4)",
        security,
        querystring: ZPageQuery,
        response: { 200: ZEnvelope(ZPaged(ZOffer)) },
      },
      preHandler: app.authenticate,
    },
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

  api.get(
    '/offer/:id/page',
    {
      schema: {
        tags,
        summary: 'One of the client’s projects',
        security,
        params: ZKeyParams,
        response: { 200: ZEnvelope(ZOffer) },
      },
      preHandler: app.authenticate,
    },
    async (request) =>
      ok(
        request,
        await getOwnOffer(depsOf(app), authOf(request).userId, request.params.id, request.ctx.locale),
      ),
  );

  for (const action of OFFER_ACTIONS) {
    api.post(
      `/offer/:id/${action}`,
      {
        schema: {
          tags,
          summary: `${action[0]!.toUpperCase()}${action.slice(1)} a project`,
          security,
          params: ZKeyParams,
          response: { 200: ZEnvelope(ZOffer) },
        },
        preHandler: app.authenticate,
      },
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

  api.delete(
    '/offer/:id',
    {
      schema: {
        tags,
        summary: 'Delete a project from the client’s lists',
        security,
        params: ZKeyParams,
        response: { 200: ZEnvelope(z.null()) },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      await deleteOffer(depsOf(app), authOf(request).userId, request.params.id);
      return ok(request, null);
    },
  );
}
