import '../agencies/agencies.events.ts';
import type { TEventBus } from '../../platform/events.ts';
import { refreshDirectoryEntry } from './directory-index.ts';

/** The directory is a read model: an agency's row follows every change to what it shows. */
export function subscribeDirectory(bus: TEventBus): void {
  bus.on('agency.changed', (deps, { providerId }) =>
    refreshDirectoryEntry(deps.db, providerId, deps.clock.now()),
  );
}
