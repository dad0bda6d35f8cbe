import { subscriptionCategoriesEndpoints as endpoints } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { route } from '../../../platform/route.ts';
import { offerCategoryForProvider } from './offer-category.service.ts';

export async function offerCategoryRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.getOfferCategory,
    {
      tags: ['opportunities'],
      summary: "An opportunity's category and whether the agency's category subscriptions cover it",
    },
    async (request) =>
      ok(
        request,
        await offerCategoryForProvider(depsOf(app), {
          userId: authOf(request).userId,
          offerKey: request.params.id,
          locale: request.ctx.locale,
        }),
      ),
  );
}
