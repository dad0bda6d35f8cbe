import '../agencies/agencies.events.ts';
import '../ledger/subscriptions/categories.events.ts';
import type { TEventBus } from '../../platform/events.ts';
import { refreshMatchProfiles } from './matching/match-profiles.ts';

/** The matching index follows every change to what an agency matches by. */
export function subscribeBriefs(bus: TEventBus): void {
  bus.on('agency.changed', (deps, { providerId }) =>
    refreshMatchProfiles(deps.db, deps.clock.now(), [providerId]),
  );
  bus.on('ledger.category_subscriptions_changed', (deps, { providerId }) =>
    refreshMatchProfiles(deps.db, deps.clock.now(), [providerId]),
  );
}
