import { and, eq } from 'drizzle-orm';
import { ApiError } from '../../lib/api-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { findOfferById } from '../offers/offers.repo.ts';
import { findMembership } from '../users/users.repo.ts';
import { refreshMatchProfiles } from './match-profiles.ts';
import { matchOffer, replacementEndsAt } from './matching.service.ts';
import { matchedProviders } from './matching.table.ts';

/** POST MatchedProvider/{id}/decline by any team user of the matched agency, while the match waits. */
export async function declineMatch(deps: TDeps, userId: number, matchId: number) {
  const membership = await findMembership(deps.db, userId);
  if (!membership) throw new ApiError('MATCH_NOT_FOUND');
  const now = deps.clock.now();
  const [match] = await deps.db
    .select()
    .from(matchedProviders)
    .where(and(eq(matchedProviders.id, matchId), eq(matchedProviders.providerId, membership.provider.id)));
  if (!match) throw new ApiError('MATCH_NOT_FOUND');
  const updated = await deps.db
    .update(matchedProviders)
    .set({ status: 'declined', closedAt: now })
    .where(and(eq(matchedProviders.id, matchId), eq(matchedProviders.status, 'waiting')))
    .returning({ id: matchedProviders.id });
  if (updated.length === 0) throw new ApiError('MATCH_NOT_WAITING');
  const offer = await findOfferById(deps.db, match.offerId);
  if (offer && offer.state === 'active' && now < replacementEndsAt(offer)) {
    await matchOffer(deps, offer.id, { source: 'replacement' });
  }
  await refreshMatchProfiles(deps.db, now, [membership.provider.id]);
}
