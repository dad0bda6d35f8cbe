import { subscriptionCategoriesEndpoints as endpoints } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { route } from '../../../platform/route.ts';
import {
  choosePackageCategories,
  expireCategorySubscription,
  listCategorySubscriptions,
  livePackageCategories,
} from './categories.service.ts';

const tags = ['subscriptions'];

/** Category subscriptions with a location (issue 19). */
export async function categorySubscriptionRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.putPackageSubscriptionCategories,
    {
      tags,
      summary:
        'Choose the categories and place of a live package within its rights (replaces the last choice)',
    },
    async (request) =>
      ok(
        request,
        await choosePackageCategories(depsOf(app), {
          userId: authOf(request).userId,
          packageId: request.params.id,
          categoryIds: request.body.CategoryIds,
          scope: request.body.Scope,
          locale: request.ctx.locale,
        }),
      ),
  );
  route(
    app,
    endpoints.getPackageSubscriptionCategories,
    {
      tags,
      summary: "The agency's live package: its category rights and the categories chosen (null without one)",
    },
    async (request) =>
      ok(
        request,
        await livePackageCategories(depsOf(app), {
          userId: authOf(request).userId,
          locale: request.ctx.locale,
        }),
      ),
  );
  route(
    app,
    endpoints.getSubscriptionPage,
    {
      tags,
      summary: "The agency's category subscriptions, live first, with names, place, period and status",
    },
    async (request) =>
      ok(
        request,
        await listCategorySubscriptions(depsOf(app), {
          userId: authOf(request).userId,
          query: request.query,
          locale: request.ctx.locale,
        }),
      ),
  );
  route(
    app,
    endpoints.putSubscriptionExpire,
    { tags, summary: 'End a category subscription now or at the end of its period' },
    async (request) =>
      ok(
        request,
        await expireCategorySubscription(depsOf(app), {
          userId: authOf(request).userId,
          id: request.params.id,
          when: request.body.When,
          locale: request.ctx.locale,
        }),
      ),
  );
}
