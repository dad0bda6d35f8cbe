import './agreements.events.ts';
import type { TEventBus } from '../../../platform/events.ts';
import { openCommissionPlan } from '../../ledger/commissions/commissions.service.ts';

/**
 * Issue 20, item 5: a confirmed agreement on a project of the earlier model (created before
 * COMMISSION_MODEL_UNTIL) and a monthly deal opens its commission plan in the ledger (idempotent: a second
 * confirmation opens nothing). The ledger decides whether the model applies.
 */
export function subscribeCommissions(bus: TEventBus): void {
  bus.on('agreement.confirmed', async (deps, { agreement, confirmedAt }) => {
    await openCommissionPlan(deps, {
      agreementId: agreement.id,
      providerId: agreement.match.providerId,
      offerId: agreement.offer.id,
      offerKey: agreement.offer.key,
      matchId: agreement.match.id,
      projectCreatedAt: agreement.offer.createdAt,
      period: agreement.period,
      amountKurus: agreement.amountKurus,
      months: agreement.months,
      confirmedAt,
    });
  });
}
