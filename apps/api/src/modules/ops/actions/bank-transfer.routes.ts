import { opsBankTransferEndpoints as endpoints } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../../platform/deps.ts';
import { ok } from '../../../platform/reply.ts';
import { operatorOf, opsRoute } from '../operators/ops-route.ts';
import { confirmBankTransfer, opsBankTransfer, rejectBankTransfer } from './bank-transfer.actions.ts';

const tags = ['ops'];

/** The "confirm transfer" item's record and decisions (issue 18); each decision writes one audit row. */
export async function bankTransferRoutes(app: FastifyInstance) {
  const deps = () => depsOf(app);
  opsRoute(app, endpoints.getOpsBankTransfer, { tags, summary: 'A bank transfer request' }, async (r) =>
    ok(r, await opsBankTransfer(deps(), r.params.id)),
  );
  opsRoute(
    app,
    endpoints.postOpsBankTransferConfirm,
    { tags, summary: 'Confirm a bank transfer: the wallet is credited once' },
    async (r) =>
      ok(r, await confirmBankTransfer(deps(), operatorOf(r), { publicId: r.params.id, note: r.body.Reason })),
  );
  opsRoute(
    app,
    endpoints.postOpsBankTransferReject,
    { tags, summary: 'Reject a bank transfer with a reason' },
    async (r) =>
      ok(
        r,
        await rejectBankTransfer(deps(), operatorOf(r), { publicId: r.params.id, reason: r.body.Reason }),
      ),
  );
}
