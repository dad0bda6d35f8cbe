import { isListedLevel, PROFILE_LEVEL_BONUS_KURUS, profileLevelOf } from '@brifa/contracts';
import type { TDeps } from '../../../platform/deps.ts';
import { markProfileCredit, storeProfileLevel } from '../../identity/accounts/providers.service.ts';
import { grantGift } from '../../ledger/wallet/wallet.service.ts';
import { profileFacts } from './profile-level.repo.ts';

/**
 * Recomputes the agency's profile level from its filled sections and stores it. The first time the level goes
 * above the listing threshold the agency gets the one-time wallet credit: a ledger entry under a key of its own,
 * so concurrent refreshes grant it once; a later drop of the level never takes it back.
 */
export async function refreshProfileLevel(
  deps: Pick<TDeps, 'db' | 'clock'>,
  providerId: number,
): Promise<number | undefined> {
  const facts = await profileFacts(deps.db, providerId);
  if (!facts) return undefined;
  const level = profileLevelOf(facts);
  const now = deps.clock.now();
  await storeProfileLevel(deps.db, providerId, level, now);
  if (isListedLevel(level)) await grantProfileBonus(deps, providerId, now);
  return level;
}

async function grantProfileBonus(deps: Pick<TDeps, 'db'>, providerId: number, now: Date) {
  await grantGift(deps.db, {
    providerId,
    amountKurus: PROFILE_LEVEL_BONUS_KURUS,
    idempotencyKey: `profile-level-bonus:${providerId}`,
    description: 'Profile level above 80 %',
    reason: 'profile_bonus',
    now,
  });
  await markProfileCredit(deps.db, providerId, now);
}
