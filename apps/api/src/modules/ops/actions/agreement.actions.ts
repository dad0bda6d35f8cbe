import type { TOperator, TOpsActionResult, TOpsAgreement } from '@brifa/contracts';
import type { TDeps } from '../../../platform/deps.ts';
import {
  approveAgreement,
  opsAgreementView,
  rejectAgreement,
  type TAgreementDecision,
} from '../../briefs/agreements/agreements.service.ts';
import { withAudit } from '../audit/audit.service.ts';
import { closeQueueItemOfDecision } from '../queues/queue.service.ts';

/**
 * The console's agreement decisions (issue 20 item 2): briefs approves (releases the pending refund) or rejects,
 * inside withAudit, and the "agreement check" item closes in the same transaction.
 */

export function opsAgreement(deps: TDeps, id: number): Promise<TOpsAgreement> {
  return opsAgreementView(deps, id);
}

function auditState(row: TAgreementDecision['before']) {
  return {
    status: row.status,
    refundPendingKurus: row.refundPendingKurus,
    refundReleasedKurus: row.refundReleasedKurus,
    refundTakenBackKurus: row.refundTakenBackKurus,
    riskSignals: row.riskSignals,
  };
}

function closeItem(deps: TDeps, operator: TOperator, id: number, note: string) {
  return closeQueueItemOfDecision(deps, operator, `agreement_review:${id}`, note);
}

export function approveOpsAgreement(
  deps: TDeps,
  operator: TOperator,
  input: { id: number; note: string },
): Promise<TOpsActionResult> {
  return withAudit(
    deps,
    operator,
    {
      action: 'agreement.approve',
      subjectType: 'agreement',
      subjectId: input.id,
      reason: input.note || null,
    },
    async (tx) => {
      const done = await approveAgreement(tx, input);
      await closeItem(tx, operator, input.id, input.note || 'Anlaşma onaylandı');
      return {
        result: {
          Changed: done.changed,
          Figures: { ReleasedKurus: done.after.refundReleasedKurus - done.before.refundReleasedKurus },
        },
        before: auditState(done.before),
        after: auditState(done.after),
      };
    },
  );
}

export function rejectOpsAgreement(
  deps: TDeps,
  operator: TOperator,
  input: { id: number; reason: string },
): Promise<TOpsActionResult> {
  return withAudit(
    deps,
    operator,
    { action: 'agreement.reject', subjectType: 'agreement', subjectId: input.id, reason: input.reason },
    async (tx) => {
      const done = await rejectAgreement(tx, input);
      await closeItem(tx, operator, input.id, input.reason);
      return {
        result: { Changed: done.changed, Figures: { TakenBackKurus: done.after.refundTakenBackKurus } },
        before: auditState(done.before),
        after: auditState(done.after),
      };
    },
  );
}
