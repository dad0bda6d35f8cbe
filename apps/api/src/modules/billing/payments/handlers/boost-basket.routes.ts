import { boostsEndpoints as endpoints } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../../platform/reply.ts';
import { route } from '../../../../platform/route.ts';
import { basketItemsOfKind } from '../basket-items.ts';

/** GET BasketItem/boost (rules.md §7): the boosts that can be bought, 10 and 30 days, VAT included. */
export async function boostBasketRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.getBasketItemBoost,
    { tags: ['payments'], summary: 'The boosts that can be bought (10 or 30 days), prices VAT included' },
    async (request) => {
      const items = basketItemsOfKind('boost');
      return ok(request, { Items: items, TotalCount: items.length, PageIndex: 0, PageSize: items.length });
    },
  );
}
