import { billingPackagesEndpoints as endpoints } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { clientInfo } from '../../../platform/client-info.ts';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { route } from '../../../platform/route.ts';
import {
  expireAtPeriodEnd,
  expireNow,
  getPackageByUser,
  getPackageSubscriptions,
  globalBasketItems,
  moneyBack,
} from './packages.service.ts';

const tags = ['packages'];

export async function packagesRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.getPackageSubscriptions,
    { tags, summary: "The agency's packages, newest first" },
    async (request) => ok(request, await getPackageSubscriptions(depsOf(app), authOf(request).userId)),
  );
  route(
    app,
    endpoints.getPackageSubscriptionByUser,
    { tags, summary: "The agency's live package with its categories used and its rights, or null" },
    async (request) => ok(request, await getPackageByUser(depsOf(app), authOf(request).userId)),
  );
  route(
    app,
    endpoints.putPackageSubscriptionExpireNow,
    { tags, summary: 'End the package now (cancelled; its chosen categories end with it; no refund)' },
    async (request) => ok(request, await expireNow(depsOf(app), authOf(request).userId, request.params.id)),
  );
  route(
    app,
    endpoints.putPackageSubscriptionExpire,
    { tags, summary: "End the package at its period's end (will be cancelled, no renewal)" },
    async (request) =>
      ok(request, await expireAtPeriodEnd(depsOf(app), authOf(request).userId, request.params.id)),
  );
  route(
    app,
    endpoints.postPackageSubscriptionMoneyBack,
    {
      tags,
      summary: '30-day money-back guarantee: the payment refunded in full, the package ends at once',
    },
    async (request) =>
      ok(
        request,
        await moneyBack(depsOf(app), {
          userId: authOf(request).userId,
          id: request.params.id,
          locale: request.ctx.locale,
          ip: clientInfo(request).ip ?? '127.0.0.1',
        }),
      ),
  );
  route(
    app,
    endpoints.getBasketItemGlobal,
    { tags, summary: 'The global plus subscription items' },
    async (request) => ok(request, globalBasketItems()),
  );
}
