import { ZEnvelope, ZOffer } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { briefsErrors } from '../briefs.errors.ts';
import { findOwnOffer } from '../offers/offers.repo.ts';
import { toOffer } from '../offers/offers.service.ts';
import { declineMatch } from './decline.service.ts';
import { runExtraMatch } from './matching.service.ts';
import { addRequestedProvider, listRequestedProviders } from './optional-providers.service.ts';

const tags = ['matching'];
const security = [{ bearer: [] }];
const ZKeyParams = z.object({ id: z.string().min(8).max(64) });
const ZRequestedProvider = z.object({
  Id: z.number().int(),
  ProviderId: z.number().int(),
  CompanyNickName: z.string(),
  Slug: z.string(),
  IsMatched: z.boolean(),
  CreatedAt: z.string(),
});

export async function matchingRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/offer/:id/extra-match',
    {
      schema: {
        tags,
        summary: 'Match more agencies in place of those the client turned down',
        security,
        params: ZKeyParams,
        response: { 200: ZEnvelope(z.object({ Added: z.number().int(), Offer: ZOffer })) },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const deps = depsOf(app);
      const userId = authOf(request).userId;
      const offer = await findOwnOffer(deps.db, userId, request.params.id);
      if (!offer) throw briefsErrors.offerNotFound();
      const { added } = await runExtraMatch(deps, offer.id);
      const fresh = (await findOwnOffer(deps.db, userId, request.params.id)) ?? offer;
      return ok(request, { Added: added, Offer: await toOffer(deps, fresh, request.ctx.locale) });
    },
  );

  api.get(
    '/OfferOptionalProvider/by-offer/:id',
    {
      schema: {
        tags,
        summary: 'Agencies the client asked for on one project',
        security,
        params: ZKeyParams,
        response: { 200: ZEnvelope(z.array(ZRequestedProvider)) },
      },
      preHandler: app.authenticate,
    },
    async (request) =>
      ok(request, await listRequestedProviders(depsOf(app), authOf(request).userId, request.params.id)),
  );

  api.get(
    '/OfferOptionalProvider',
    {
      schema: {
        tags,
        summary: 'Agencies the client asked for on one project (by OfferKey)',
        security,
        querystring: z.object({ OfferKey: z.string().min(8).max(64) }),
        response: { 200: ZEnvelope(z.array(ZRequestedProvider)) },
      },
      preHandler: app.authenticate,
    },
    async (request) =>
      ok(request, await listRequestedProviders(depsOf(app), authOf(request).userId, request.query.OfferKey)),
  );

  api.post(
    '/OfferOptionalProvider',
    {
      schema: {
        tags,
        summary: 'Ask for one more agency by name on an active project',
        security,
        body: z.object({
          OfferKey: z.string().min(8).max(64),
          ProviderId: z.coerce.number().int().positive(),
        }),
        response: { 200: ZEnvelope(z.array(ZRequestedProvider)) },
      },
      preHandler: app.authenticate,
    },
    async (request) =>
      ok(
        request,
        await addRequestedProvider(
          depsOf(app),
          authOf(request).userId,
          request.body.OfferKey,
          request.body.ProviderId,
        ),
      ),
  );

  api.post(
    '/MatchedProvider/:id/decline',
    {
      schema: {
        tags,
        summary: 'The agency passes on an opportunity; its slot goes to the next candidate',
        security,
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: ZEnvelope(z.null()) },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      await declineMatch(depsOf(app), authOf(request).userId, request.params.id);
      return ok(request, null);
    },
  );
}
