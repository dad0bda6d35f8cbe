import { ZEnvelope, ZWalletTransactionList, ZWalletTransactionsQuery } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { listWalletTransactions } from './wallet.service.ts';

const tags = ['wallet'];
const security = [{ bearer: [] }];

export async function walletRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/WalletTransaction',
    {
      schema: {
        tags,
        summary:
          "The agency's leadcoin wallet: entries newest first with the balance after each (PageSize 20)",
        security,
        querystring: ZWalletTransactionsQuery,
        response: { 200: ZEnvelope(ZWalletTransactionList) },
      },
      preHandler: app.authenticate,
    },
    async (request) =>
      ok(request, await listWalletTransactions(depsOf(app), authOf(request).userId, request.query)),
  );
}
