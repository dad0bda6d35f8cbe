import '../agencies/agencies.events.ts';
import '../ledger/subscriptions/categories.events.ts';
import '../billing/billing.events.ts';
import '../ledger/ledger.events.ts';
import type { TEventBus } from '../../platform/events.ts';
import { refreshMatchProfiles } from './matching/match-profiles.ts';
import { requestAgreementNps } from './nps/nps.service.ts';

/** The matching index follows every change to what an agency matches by. */
export function subscribeBriefs(bus: TEventBus): void {
  bus.on('agency.changed', (deps, { providerId }) =>
    refreshMatchProfiles(deps.db, deps.clock.now(), [providerId]),
  );
  bus.on('ledger.category_subscriptions_changed', (deps, { providerId }) =>
    refreshMatchProfiles(deps.db, deps.clock.now(), [providerId]),
  );
  // Issue 19: a boost (bought, stopped, continued) and a top-up change the agency's commercial score and wallet.
  bus.on('ledger.boost_changed', (deps, { providerId }) =>
    refreshMatchProfiles(deps.db, deps.clock.now(), [providerId]),
  );
  bus.on('billing.payment_settled', async (deps, { payment, succeeded }) => {
    if (succeeded && payment.providerId !== null)
      await refreshMatchProfiles(deps.db, deps.clock.now(), [payment.providerId]);
  });
  // Issue 20 item 3: an agreement asks the client to rate the agency (the row, the e-mailed link).
  bus.on('brief.agreed', (deps, { offer, winner }) => requestAgreementNps(deps, { offer, winner }));
}
