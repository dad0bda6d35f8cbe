import type { TOperatorRole, TOpsQueueState } from '@brifa/contracts';
import type { TTranslate } from '../../lib/i18n.tsx';
import type { TMessageKey } from '../../locales/tr.ts';

/**
 * Names of roles, queue kinds and states, audit actions and record types. A kind, action or record type that
 * another part of the console adds shows as it is until its text is listed here.
 */
const ROLE: Record<TOperatorRole, TMessageKey> = { operator: 'ops.role.operator', admin: 'ops.role.admin' };
const QUEUE_STATE: Record<TOpsQueueState, TMessageKey> = {
  open: 'ops.queue.state.open',
  resolved: 'ops.queue.state.resolved',
  dismissed: 'ops.queue.state.dismissed',
};
const QUEUE_KIND: Record<string, TMessageKey> = {
  outbox_dead: 'ops.queue.kind.outbox_dead',
  agreement_check: 'ops.queue.kind.agreement_check',
  transfer_confirm: 'ops.queue.kind.transfer_confirm',
  payment_reconcile: 'ops.queue.kind.payment_reconcile',
  custom_service: 'ops.queue.kind.custom_service',
  job_approval: 'ops.queue.kind.job_approval',
  credit_report_late: 'ops.queue.kind.credit_report_late',
};
const AUDIT_ACTION: Record<string, TMessageKey> = {
  'operator.create': 'ops.action.operator.create',
  'operator.update': 'ops.action.operator.update',
  'operator.totp_enrol': 'ops.action.operator.totp_enrol',
  'operator.recovery_code_used': 'ops.action.operator.recovery_code_used',
  'queue.assign': 'ops.action.queue.assign',
  'queue.resolve': 'ops.action.queue.resolve',
  'queue.dismiss': 'ops.action.queue.dismiss',
  'bank_transfer.confirm': 'ops.action.bank_transfer.confirm',
  'bank_transfer.reject': 'ops.action.bank_transfer.reject',
  'payment.refund': 'ops.action.payment.refund',
  'agreement.approve': 'ops.action.agreement.approve',
  'agreement.reject': 'ops.action.agreement.reject',
  'job.approve': 'ops.action.job.approve',
  'job.reject': 'ops.action.job.reject',
};
const SUBJECT_TYPE: Record<string, TMessageKey> = {
  operator: 'ops.subject.operator',
  queue_item: 'ops.subject.queue_item',
  outbox_message: 'ops.subject.outbox_message',
  brief: 'ops.subject.brief',
  match: 'ops.subject.match',
  client: 'ops.subject.client',
  agency: 'ops.subject.agency',
  wallet_entry: 'ops.subject.wallet_entry',
  review: 'ops.subject.review',
  payment: 'ops.subject.payment',
  bank_transfer: 'ops.subject.bank_transfer',
  agreement: 'ops.subject.agreement',
  job: 'ops.subject.job',
};

function labelOf(t: TTranslate, table: Record<string, TMessageKey>, value: string): string {
  const key = Object.hasOwn(table, value) ? table[value] : undefined;
  return key ? t(key) : value;
}

export const roleLabel = (t: TTranslate, role: TOperatorRole) => t(ROLE[role]);
export const queueStateLabel = (t: TTranslate, state: TOpsQueueState) => t(QUEUE_STATE[state]);
export const queueKindLabel = (t: TTranslate, kind: string) => labelOf(t, QUEUE_KIND, kind);
export const auditActionLabel = (t: TTranslate, action: string) => labelOf(t, AUDIT_ACTION, action);
export const subjectTypeLabel = (t: TTranslate, type: string) => labelOf(t, SUBJECT_TYPE, type);
