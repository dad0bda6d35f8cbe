import type { TOperator, TOpsActionResult } from '@brifa/contracts';
import type { TDeps } from '../../../platform/deps.ts';
import { approveJob, rejectJob, type TJobDecision } from '../../jobs/jobs.service.ts';
import { withAudit } from '../audit/audit.service.ts';
import { closeQueueItemOfDecision } from '../queues/queue.service.ts';

/**
 * The console's job post decisions (issue 21): jobs approves (live, the partner adapter told) or rejects with a
 * reason, inside withAudit, and the "job approval" item closes in the same transaction.
 */

function auditState(job: TJobDecision['before']) {
  return {
    state: job.state,
    planDays: job.planDays,
    partnerAddOn: job.partnerAddOn,
    expiresAt: job.expiresAt?.toISOString() ?? null,
    rejectionReason: job.rejectionReason,
  };
}

function closeItem(deps: TDeps, operator: TOperator, jobId: number, note: string) {
  return closeQueueItemOfDecision(deps, operator, `job_approval:${jobId}`, note);
}

export function approveJobPost(
  deps: TDeps,
  operator: TOperator,
  input: { jobId: number; note: string },
): Promise<TOpsActionResult> {
  return withAudit(
    deps,
    operator,
    { action: 'job.approve', subjectType: 'job', subjectId: String(input.jobId), reason: input.note || null },
    async (tx) => {
      const done = await approveJob(tx, input.jobId);
      await closeItem(tx, operator, input.jobId, input.note || 'İlan onaylandı');
      return {
        result: { Changed: true, Figures: { ExpiresAt: done.after.expiresAt!.toISOString() } },
        before: auditState(done.before),
        after: auditState(done.after),
      };
    },
  );
}

export function rejectJobPost(
  deps: TDeps,
  operator: TOperator,
  input: { jobId: number; reason: string },
): Promise<TOpsActionResult> {
  return withAudit(
    deps,
    operator,
    { action: 'job.reject', subjectType: 'job', subjectId: String(input.jobId), reason: input.reason },
    async (tx) => {
      const done = await rejectJob(tx, input.jobId, input.reason);
      await closeItem(tx, operator, input.jobId, input.reason);
      return {
        result: { Changed: true, Figures: {} },
        before: auditState(done.before),
        after: auditState(done.after),
      };
    },
  );
}
