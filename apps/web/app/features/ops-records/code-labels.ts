import type { TOpsHistoryKind, TOpsSearchKind } from '@brifa/contracts';
import { WALLET_REASON_LABELS } from '../../entities/wallet/wallet-reason-labels.ts';
import type { TMessageKey } from '../../locales/tr.ts';

/** Codes with words in the dictionary: audit actions, match, review and brief states. */
const CODE_LABELS: Record<string, TMessageKey> = {
  'brief.invalidate': 'opsRecords.code.brief.invalidate',
  'brief.invite_agency': 'opsRecords.code.brief.invite_agency',
  'wallet.grant': 'opsRecords.code.wallet.grant',
  'wallet.take_back': 'opsRecords.code.wallet.take_back',
  'outbox.retry': 'opsRecords.code.outbox.retry',
  'outbox.discard': 'opsRecords.code.outbox.discard',
  'agency.suspend': 'opsRecords.code.agency.suspend',
  'agency.reinstate': 'opsRecords.code.agency.reinstate',
  'agency.hide': 'opsRecords.code.agency.hide',
  'agency.show': 'opsRecords.code.agency.show',
  'client.suspend': 'opsRecords.code.client.suspend',
  'client.reinstate': 'opsRecords.code.client.reinstate',
  'review.reject': 'opsRecords.code.review.reject',
  'review.remove': 'opsRecords.code.review.remove',
  'user.resend_verification': 'opsRecords.code.user.resend_verification',
  'subscription.cancel_now': 'opsRecords.code.subscription.cancel_now',
  'subscription.cancel_at_period_end': 'opsRecords.code.subscription.cancel_at_period_end',
  'subscription.money_back': 'opsRecords.code.subscription.money_back',
  'subscription.extend': 'opsRecords.code.subscription.extend',
  created: 'opsRecords.code.created',
  waiting: 'opsRecords.code.waiting',
  responded: 'opsRecords.code.responded',
  declined: 'opsRecords.code.declined',
  expired: 'opsRecords.code.expired',
  sent: 'opsRecords.code.sent',
  verification: 'opsRecords.code.verification',
  email_confirmation: 'opsRecords.code.email_confirmation',
  visible: 'opsRecords.code.visible',
  rejected: 'opsRecords.code.rejected',
  removed: 'opsRecords.code.removed',
  active: 'opsRecords.code.active',
  stopped: 'opsRecords.code.stopped',
  agreed: 'opsRecords.code.agreed',
  closed: 'opsRecords.code.closed',
};

/**
 * The words for a code the console shows (an audit action, a wallet reason, a match, review or brief state),
 * or null for a code without words yet (the code itself is shown then).
 */
export function codeLabelKey(kind: string, code: string): TMessageKey | null {
  if (kind === 'ledger') return (WALLET_REASON_LABELS as Record<string, TMessageKey>)[code] ?? null;
  return CODE_LABELS[code] ?? null;
}

export const SEARCH_KIND_LABELS = {
  client: 'opsRecords.kind.client',
  agency: 'opsRecords.kind.agency',
  brief: 'opsRecords.kind.brief',
  match: 'opsRecords.kind.match',
  wallet_transaction: 'opsRecords.kind.wallet_transaction',
  payment: 'opsRecords.kind.payment',
} as const satisfies Record<TOpsSearchKind, TMessageKey>;

export const HISTORY_KIND_LABELS = {
  audit: 'opsRecords.history.kind.audit',
  ledger: 'opsRecords.history.kind.ledger',
  match: 'opsRecords.history.kind.match',
  brief: 'opsRecords.history.kind.brief',
  review: 'opsRecords.history.kind.review',
  notice: 'opsRecords.history.kind.notice',
} as const satisfies Record<TOpsHistoryKind, TMessageKey>;

export const INVALID_LABELS = {
  unreachable: 'opsRecords.invalid.unreachable',
  fake: 'opsRecords.invalid.fake',
  duplicate: 'opsRecords.invalid.duplicate',
} as const satisfies Record<'unreachable' | 'fake' | 'duplicate', TMessageKey>;

export const WHEN_LABELS = {
  now: 'opsRecords.action.when.now',
  period_end: 'opsRecords.action.when.period_end',
} as const satisfies Record<'now' | 'period_end', TMessageKey>;

/** Each action's button, confirm and explanation texts. */
export const ACTION_TEXTS = {
  invalidate: [
    'opsRecords.action.invalidate',
    'opsRecords.action.invalidate.confirm',
    'opsRecords.action.invalidate.text',
  ],
  invite: ['opsRecords.action.invite', 'opsRecords.action.invite.confirm', 'opsRecords.action.invite.text'],
  grant: ['opsRecords.action.grant', 'opsRecords.action.grant.confirm', 'opsRecords.action.grant.text'],
  takeBack: [
    'opsRecords.action.takeBack',
    'opsRecords.action.takeBack.confirm',
    'opsRecords.action.takeBack.text',
  ],
  suspendAgency: [
    'opsRecords.action.suspend',
    'opsRecords.action.suspend.confirm',
    'opsRecords.action.suspendAgency.text',
  ],
  suspendClient: [
    'opsRecords.action.suspend',
    'opsRecords.action.suspend.confirm',
    'opsRecords.action.suspendClient.text',
  ],
  reinstate: [
    'opsRecords.action.reinstate',
    'opsRecords.action.reinstate.confirm',
    'opsRecords.action.reinstate.text',
  ],
  hide: ['opsRecords.action.hide', 'opsRecords.action.hide.confirm', 'opsRecords.action.hide.text'],
  show: ['opsRecords.action.show', 'opsRecords.action.show.confirm', 'opsRecords.action.show.text'],
  resend: ['opsRecords.action.resend', 'opsRecords.action.resend.confirm', 'opsRecords.action.resend.text'],
  reject: ['opsRecords.action.reject', 'opsRecords.action.reject.confirm', 'opsRecords.action.reject.text'],
  remove: ['opsRecords.action.remove', 'opsRecords.action.remove.confirm', 'opsRecords.action.remove.text'],
  retry: ['opsRecords.action.retry', 'opsRecords.action.retry.confirm', 'opsRecords.action.retry.text'],
  discard: [
    'opsRecords.action.discard',
    'opsRecords.action.discard.confirm',
    'opsRecords.action.discard.text',
  ],
  cancelSubscription: [
    'opsRecords.action.cancelSubscription',
    'opsRecords.action.cancelSubscription.confirm',
    'opsRecords.action.cancelSubscription.text',
  ],
  moneyBack: [
    'opsRecords.action.moneyBack',
    'opsRecords.action.moneyBack.confirm',
    'opsRecords.action.moneyBack.text',
  ],
  extendSubscription: [
    'opsRecords.action.extendSubscription',
    'opsRecords.action.extendSubscription.confirm',
    'opsRecords.action.extendSubscription.text',
  ],
} as const satisfies Record<string, readonly [TMessageKey, TMessageKey, TMessageKey]>;
export type TActionTexts = keyof typeof ACTION_TEXTS;
