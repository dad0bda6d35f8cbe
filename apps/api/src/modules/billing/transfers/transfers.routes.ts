import { billingTransfersEndpoints as endpoints } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { route } from '../../../platform/route.ts';
import {
  createDebtTransferRequest,
  createTransferRequest,
  listTransferRequests,
  markTransferSent,
} from './transfers.service.ts';

const tags = ['billing'];

/** Wallet top-up by bank transfer (issue 18 item 9), the agency's side. */
export async function transfersRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.getBankTransfers,
    { tags, summary: "The agency's bank transfer requests" },
    async (r) => ok(r, await listTransferRequests(depsOf(app), authOf(r).userId)),
  );
  route(
    app,
    endpoints.postBankTransfer,
    { tags, summary: 'Ask to top up by bank transfer' },
    async (r, reply) => {
      const answer = await createTransferRequest(depsOf(app), authOf(r).userId, r.body);
      return reply.code(201).send(ok(r, answer, { status: 201 }));
    },
  );
  route(
    app,
    endpoints.postBankTransferDebt,
    { tags, summary: 'Ask to pay a debt by bank transfer' },
    async (r, reply) => {
      const answer = await createDebtTransferRequest(depsOf(app), authOf(r).userId, r.body);
      return reply.code(201).send(ok(r, answer, { status: 201 }));
    },
  );
  route(
    app,
    endpoints.postBankTransferSent,
    { tags, summary: 'Mark a bank transfer sent (once)' },
    async (r) => ok(r, await markTransferSent(depsOf(app), authOf(r).userId, r.params.id)),
  );
}
