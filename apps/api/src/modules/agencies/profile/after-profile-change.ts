import type { TDeps } from '../../../platform/deps.ts';
import { emit } from '../../../platform/events.ts';
import '../agencies.events.ts';
import { refreshProfileLevel } from './profile-level.ts';

/**
 * Call after anything on an agency's profile changes (about, services, portfolio, references, comments,
 * products, reviews): the profile level (and its one-time credit) first, then the modules that read it (the
 * directory row, the matching index) hear of the change.
 */
export async function afterProfileChange(deps: TDeps, providerId: number): Promise<void> {
  await refreshProfileLevel(deps, providerId);
  await emit(deps, 'agency.changed', { providerId });
}
