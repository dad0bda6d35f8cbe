import { opsJobEndpoints as endpoints } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../../platform/deps.ts';
import { ok } from '../../../platform/reply.ts';
import { jobForOps } from '../../jobs/jobs.service.ts';
import { operatorOf, opsRoute } from '../operators/ops-route.ts';
import { approveJobPost, rejectJobPost } from './job.actions.ts';

const tags = ['ops'];

/** The "job approval" item's post and decisions (issue 21); each decision writes one audit row. */
export async function jobRoutes(app: FastifyInstance) {
  const deps = () => depsOf(app);
  opsRoute(app, endpoints.getOpsJob, { tags, summary: 'A job post with its poster' }, async (r) =>
    ok(r, await jobForOps(deps(), r.params.id)),
  );
  opsRoute(
    app,
    endpoints.postOpsJobApprove,
    { tags, summary: 'Approve a job post: live for its plan’s days' },
    async (r) =>
      ok(r, await approveJobPost(deps(), operatorOf(r), { jobId: r.params.id, note: r.body.Reason })),
  );
  opsRoute(app, endpoints.postOpsJobReject, { tags, summary: 'Reject a job post with a reason' }, async (r) =>
    ok(r, await rejectJobPost(deps(), operatorOf(r), { jobId: r.params.id, reason: r.body.Reason })),
  );
}
