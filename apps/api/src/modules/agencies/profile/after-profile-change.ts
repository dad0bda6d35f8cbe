import type { TDeps } from '../../../platform/deps.ts';
import { refreshMatchProfiles } from '../../briefs/matching/match-profiles.ts';
import { refreshDirectoryEntry } from '../../directory/directory-index.ts';
import { refreshProfileLevel } from './profile-level.ts';

/**
 * Call after anything on an agency's profile changes (about, services, portfolio, references, comments,
 * products, reviews): the profile level (and its one-time credit), the directory row and the matching index
 * follow, in that order, since the last two read the level.
 */
export async function afterProfileChange(deps: TDeps, providerId: number): Promise<void> {
  const now = deps.clock.now();
  await refreshProfileLevel(deps, providerId);
  await refreshDirectoryEntry(deps.db, providerId, now);
  await refreshMatchProfiles(deps.db, now, [providerId]);
}
