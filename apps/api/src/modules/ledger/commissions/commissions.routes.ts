import { billingCommissionsEndpoints as endpoints } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { route } from '../../../platform/route.ts';
import { listCommissionPieces } from './commissions.service.ts';

const tags = ['ledger'];

/** The earlier model's commission pieces of the signed-in agency (issue 20, item 5). */
export async function commissionsRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.getCommissionPaymentPlanPiece,
    { tags, summary: 'Commission payment plan pieces due up to a time' },
    async (r) => {
      const { OfferKey, UnixMaxChargeDate } = r.query;
      return ok(
        r,
        await listCommissionPieces(depsOf(app), authOf(r).userId, {
          ...(OfferKey ? { offerKey: OfferKey } : {}),
          ...(UnixMaxChargeDate !== undefined ? { maxDueAt: new Date(UnixMaxChargeDate * 1000) } : {}),
        }),
      );
    },
  );
}
