import { opsAgreementEndpoints as endpoints } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../../platform/deps.ts';
import { ok } from '../../../platform/reply.ts';
import { replyWithAgreementFile, ZAgreementFileParams } from '../../briefs/agreements/agreement-file.ts';
import { openAgreementFileForOps } from '../../briefs/agreements/agreements.service.ts';
import { operatorOf, opsFileRoute, opsRoute } from '../operators/ops-route.ts';
import { approveOpsAgreement, opsAgreement, rejectOpsAgreement } from './agreement.actions.ts';

const tags = ['ops'];

/** The "agreement check" item's record and decisions (issue 20); each decision writes one audit row. */
export async function agreementRoutes(app: FastifyInstance) {
  const deps = () => depsOf(app);
  opsRoute(
    app,
    endpoints.getOpsAgreement,
    { tags, summary: 'An agreement with its risk signals' },
    async (r) => ok(r, await opsAgreement(deps(), r.params.id)),
  );
  opsRoute(
    app,
    endpoints.postOpsAgreementApprove,
    { tags, summary: 'Approve an agreement: its pending refund is released once' },
    async (r) =>
      ok(r, await approveOpsAgreement(deps(), operatorOf(r), { id: r.params.id, note: r.body.Reason })),
  );
  opsRoute(
    app,
    endpoints.postOpsAgreementReject,
    { tags, summary: 'Reject an agreement with a reason: no refund' },
    async (r) =>
      ok(r, await rejectOpsAgreement(deps(), operatorOf(r), { id: r.params.id, reason: r.body.Reason })),
  );
  opsFileRoute(
    app,
    '/agreements/:id/:file',
    {
      summary: "An agreement's contract or invoice, for the operator checking it",
      params: ZAgreementFileParams,
    },
    async (request, reply) =>
      replyWithAgreementFile(
        reply,
        await openAgreementFileForOps(deps(), request.params.id, request.params.file),
      ),
  );
}
