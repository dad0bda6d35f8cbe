import '../agencies/agencies.events.ts';
import '../billing/billing.events.ts';
import '../ledger/ledger.events.ts';
import type { TEventBus } from '../../platform/events.ts';
import { refreshDirectoryEntry } from './directory-index.ts';

/** The directory is a read model: an agency's row follows every change to what it shows. */
export function subscribeDirectory(bus: TEventBus): void {
  bus.on('agency.changed', (deps, { providerId }) =>
    refreshDirectoryEntry(deps.db, providerId, deps.clock.now()),
  );
  // A paid ad or boost is sponsored at once (the hourly job catches expiries); a refund takes it back.
  bus.on('billing.payment_settled', async (deps, { payment, succeeded }) => {
    if (succeeded && payment.providerId)
      await refreshDirectoryEntry(deps.db, payment.providerId, deps.clock.now());
  });
  bus.on('billing.ad_ended', (deps, { providerId }) =>
    refreshDirectoryEntry(deps.db, providerId, deps.clock.now()),
  );
  bus.on('billing.ad_claimed', (deps, { providerId }) =>
    refreshDirectoryEntry(deps.db, providerId, deps.clock.now()),
  );
  bus.on('billing.payment_refunded', async (deps, { payment }) => {
    if (payment.providerId) await refreshDirectoryEntry(deps.db, payment.providerId, deps.clock.now());
  });
  // Issue 19: a boost bought, stopped or continued lifts the agency (its sponsored place) or stops lifting it.
  bus.on('ledger.boost_changed', (deps, { providerId }) =>
    refreshDirectoryEntry(deps.db, providerId, deps.clock.now()),
  );
}
