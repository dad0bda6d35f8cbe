import { briefsEndpoints as endpoints } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { route } from '../../../platform/route.ts';
import { briefsErrors } from '../briefs.errors.ts';
import { findOwnOffer } from '../offers/offers.repo.ts';
import { toOffer } from '../offers/offers.service.ts';
import { declineMatch } from './decline.service.ts';
import { runExtraMatch } from './matching.service.ts';
import { addRequestedProvider, listRequestedProviders } from './optional-providers.service.ts';

const tags = ['matching'];

export async function matchingRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.postOfferExtraMatch,
    { tags, summary: 'Match more agencies in place of those the client turned down' },
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

  route(
    app,
    endpoints.getOfferOptionalProviderByOfferById,
    { tags, summary: 'Agencies the client asked for on one project' },
    async (request) =>
      ok(request, await listRequestedProviders(depsOf(app), authOf(request).userId, request.params.id)),
  );

  route(
    app,
    endpoints.getOfferOptionalProvider,
    { tags, summary: 'Agencies the client asked for on one project (by OfferKey)' },
    async (request) =>
      ok(request, await listRequestedProviders(depsOf(app), authOf(request).userId, request.query.OfferKey)),
  );

  route(
    app,
    endpoints.postOfferOptionalProvider,
    { tags, summary: 'Ask for one more agency by name on an active project' },
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

  route(
    app,
    endpoints.postMatchedProviderDecline,
    { tags, summary: 'The agency passes on an opportunity; its slot goes to the next candidate' },
    async (request) => {
      await declineMatch(depsOf(app), authOf(request).userId, request.params.id);
      return ok(request, null);
    },
  );
}
