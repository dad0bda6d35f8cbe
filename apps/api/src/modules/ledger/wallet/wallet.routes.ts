import { ledgerEndpoints as endpoints } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { route } from '../../../platform/route.ts';
import { listWalletTransactions } from './wallet.service.ts';

const tags = ['wallet'];

export async function walletRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.getWalletTransaction,
    {
      tags,
      summary: "The agency's leadcoin wallet: entries newest first with the balance after each (PageSize 20)",
    },
    async (request) =>
      ok(request, await listWalletTransactions(depsOf(app), authOf(request).userId, request.query)),
  );
}
