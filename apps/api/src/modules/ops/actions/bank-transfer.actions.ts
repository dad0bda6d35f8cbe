import type { TOperator, TOpsActionResult, TOpsBankTransfer } from '@brifa/contracts';
import type { TDeps } from '../../../platform/deps.ts';
import {
  bankAccountOf,
  confirmTransfer,
  getTransferForOps,
  rejectTransfer,
  type TTransferDecision,
} from '../../billing/transfers/transfers.service.ts';
import { balanceOf } from '../../ledger/wallet/wallet.service.ts';
import { withAudit } from '../audit/audit.service.ts';
import { findOperator } from '../operators/operators.repo.ts';
import { closeQueueItemOfDecision } from '../queues/queue.service.ts';

/**
 * The console's bank-transfer decisions (issue 18): billing confirms or rejects, inside withAudit, and the
 * queue item "confirm transfer" closes in the same transaction, so the credit, the request's state, the
 * item and the one audit row commit together (a refused decision writes none of them).
 */

/** The transfer behind a "confirm transfer" item, with who asked and who decided. */
export async function opsBankTransfer(deps: TDeps, publicId: string): Promise<TOpsBankTransfer> {
  const found = await getTransferForOps(deps, publicId);
  const decider = found.transfer.decidedByOperatorId
    ? await findOperator(deps.db, found.transfer.decidedByOperatorId)
    : undefined;
  return {
    ...found.view,
    Agency: found.agency,
    RequestedBy: found.requestedBy,
    DecidedBy: decider ? { Id: decider.id, Name: decider.name } : null,
    Account: bankAccountOf(deps.config),
  };
}

function auditState(decision: TTransferDecision['before']) {
  return {
    state: decision.state,
    amountKurus: decision.amountKurus,
    referenceCode: decision.referenceCode,
    providerId: decision.providerId,
  };
}

function closeItem(deps: TDeps, operator: TOperator, publicId: string, note: string) {
  return closeQueueItemOfDecision(deps, operator, `transfer_confirm:${publicId}`, note);
}

export function confirmBankTransfer(
  deps: TDeps,
  operator: TOperator,
  input: { publicId: string; note: string },
): Promise<TOpsActionResult> {
  return withAudit(
    deps,
    operator,
    {
      action: 'bank_transfer.confirm',
      subjectType: 'bank_transfer',
      subjectId: input.publicId,
      reason: input.note || null,
    },
    async (tx) => {
      const done = await confirmTransfer(tx, { publicId: input.publicId, operatorId: operator.id });
      await closeItem(tx, operator, input.publicId, input.note || 'Havale/EFT onaylandı');
      const balanceKurus = await balanceOf(tx.db, done.after.providerId);
      return {
        result: {
          Changed: true,
          Figures: { AmountKurus: done.after.amountKurus, BalanceKurus: balanceKurus },
        },
        before: auditState(done.before),
        after: { ...auditState(done.after), transactionId: done.transactionId, balanceKurus },
      };
    },
  );
}

export function rejectBankTransfer(
  deps: TDeps,
  operator: TOperator,
  input: { publicId: string; reason: string },
): Promise<TOpsActionResult> {
  return withAudit(
    deps,
    operator,
    {
      action: 'bank_transfer.reject',
      subjectType: 'bank_transfer',
      subjectId: input.publicId,
      reason: input.reason,
    },
    async (tx) => {
      const done = await rejectTransfer(tx, {
        publicId: input.publicId,
        operatorId: operator.id,
        reason: input.reason,
      });
      await closeItem(tx, operator, input.publicId, input.reason);
      return {
        result: { Changed: true, Figures: { AmountKurus: done.after.amountKurus } },
        before: auditState(done.before),
        after: auditState(done.after),
      };
    },
  );
}
