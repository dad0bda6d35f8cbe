import { billingCouponsEndpoints as endpoints, parseBasketItems } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { commonErrors } from '../../../platform/common.errors.ts';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { route } from '../../../platform/route.ts';
import { checkCoupon, leadcoinCampaign } from './coupons.service.ts';

const tags = ['billing'];

export async function couponsRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.getCoupon,
    {
      tags,
      summary:
        'Whether a coupon applies to a basket (Items: kind:amountKurus[:periodMonths], comma separated) for the signed-in user: the discount or the reason',
    },
    async (request) => {
      const lines = parseBasketItems(request.query.Items);
      if (!lines) throw commonErrors.validationFailed(['Items']);
      return ok(
        request,
        await checkCoupon(depsOf(app), {
          userId: authOf(request).userId,
          name: request.params.name,
          lines,
          locale: request.ctx.locale,
        }),
      );
    },
  );
  route(
    app,
    endpoints.getLeadcoinCampaign,
    { tags, summary: 'The LeadcoinCampaign: the top-up bonus tiers active now, smallest top-up first' },
    async (request) => ok(request, await leadcoinCampaign(depsOf(app))),
  );
}
