import { billingDebtsEndpoints as endpoints } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { route } from '../../../platform/route.ts';
import { listDebts } from './debts.service.ts';

const tags = ['billing'];

/** The agency's unpaid renewal debts (issue 19): paid by card (a `debt` basket line) or bank transfer. */
export async function debtsRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.getSubscriptionDebt,
    { tags, summary: 'Unpaid debts of category subscriptions' },
    async (r) => ok(r, await listDebts(depsOf(app), authOf(r).userId, ['category'])),
  );
  route(app, endpoints.getPackageSubscriptionDebt, { tags, summary: 'Unpaid debts of packages' }, async (r) =>
    ok(r, await listDebts(depsOf(app), authOf(r).userId, ['package'])),
  );
}
