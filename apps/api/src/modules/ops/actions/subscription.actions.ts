import type { TExpireWhen, TLocale, TOperator, TOpsActionResult } from '@brifa/contracts';
import type { TDeps } from '../../../platform/deps.ts';
import { emit } from '../../../platform/events.ts';
import '../../billing/billing.events.ts';
import { moneyBackForAgency } from '../../billing/packages/packages.service.ts';
import {
  cancelAgencySubscription,
  extendAgencySubscription,
} from '../../ledger/subscriptions/subscriptions.service.ts';
import { auditedWithKey, type TAuditedChange, withAudit } from '../audit/audit.service.ts';

/**
 * The console's subscription actions (issue 19 item 10): cancel now or at the period's end, the money-back
 * guarantee and a free extension, each the owner's use case inside withAudit (the change and its audit row commit
 * together; a refused action writes neither). The row's lock makes two operators pressing at once safe: the second
 * finds it ended (cancel, money back) or, for the same extension form, already done.
 */

export function cancelSubscriptionAction(
  deps: TDeps,
  operator: TOperator,
  input: { providerId: number; subscriptionId: number; when: TExpireWhen; reason: string },
): Promise<TOpsActionResult> {
  return withAudit(
    deps,
    operator,
    {
      action: input.when === 'now' ? 'subscription.cancel_now' : 'subscription.cancel_at_period_end',
      subjectType: 'agency',
      subjectId: input.providerId,
      reason: input.reason,
    },
    async (tx) => {
      const done = await cancelAgencySubscription(tx, {
        providerId: input.providerId,
        id: input.subscriptionId,
        when: input.when,
        now: deps.clock.now(),
      });
      // The directory's "Sponsored" label follows an ad ended now at once (as the agency's own expiry does).
      if (done.kind === 'advertisement' && input.when === 'now')
        await emit(tx, 'billing.ad_ended', { providerId: input.providerId });
      return {
        result: { Changed: done.changed, Figures: { Status: done.after.status, EndsAt: done.after.endsAt } },
        before: done.before,
        after: done.after,
      };
    },
  );
}

export function moneyBackAction(
  deps: TDeps,
  operator: TOperator,
  input: { providerId: number; subscriptionId: number; reason: string; locale: TLocale; ip: string },
): Promise<TOpsActionResult> {
  return withAudit(
    deps,
    operator,
    {
      action: 'subscription.money_back',
      subjectType: 'agency',
      subjectId: input.providerId,
      reason: input.reason,
    },
    async (tx) => {
      const done = await moneyBackForAgency(tx, {
        providerId: input.providerId,
        id: input.subscriptionId,
        locale: input.locale,
        ip: input.ip,
      });
      return {
        result: {
          Changed: true,
          Figures: {
            RefundedKurus: done.RefundedKurus,
            WalletTakenBackKurus: done.WalletTakenBackKurus,
            PaymentId: done.PaymentId,
          },
        },
        before: { subscriptionId: input.subscriptionId, kind: 'package', paymentId: done.PaymentId },
        after: {
          subscriptionId: input.subscriptionId,
          status: done.Package.Status,
          endsAt: done.Package.EndsAt,
          refundedKurus: done.RefundedKurus,
          walletTakenBackKurus: done.WalletTakenBackKurus,
        },
      };
    },
  );
}

export function extendSubscriptionAction(
  deps: TDeps,
  operator: TOperator,
  input: { providerId: number; subscriptionId: number; days: number; reason: string; key: string },
): Promise<TOpsActionResult> {
  return withAudit<TOpsActionResult>(
    deps,
    operator,
    {
      action: 'subscription.extend',
      subjectType: 'agency',
      subjectId: input.providerId,
      reason: input.reason,
    },
    async (tx): Promise<TAuditedChange<TOpsActionResult>> => {
      // The same form sent twice (a retry, a double press) extends once; the repeat is audited as no change.
      if (await auditedWithKey(tx.db, 'subscription.extend', input.key))
        return {
          result: { Changed: false, Figures: {} },
          after: { subscriptionId: input.subscriptionId, repeatOf: input.key },
        };
      const done = await extendAgencySubscription(tx, {
        providerId: input.providerId,
        id: input.subscriptionId,
        days: input.days,
        now: deps.clock.now(),
      });
      return {
        result: { Changed: true, Figures: { EndsAt: done.after.endsAt, Days: input.days } },
        before: done.before,
        after: { ...done.after, days: input.days, priceKurus: 0, idempotencyKey: input.key },
      };
    },
  );
}
