import type { TDeps } from '../../../platform/deps.ts';
import { findMembership } from '../../identity/users/users.service.ts';
import { briefsErrors } from '../briefs.errors.ts';
import { findOfferById } from '../offers/offers.repo.ts';
import { refreshMatchProfiles } from './match-profiles.ts';
import { declineWaitingMatch, findProviderMatch } from './matching.repo.ts';
import { matchOffer, replacementEndsAt } from './matching.service.ts';

/** POST MatchedProvider/{id}/decline by any team user of the matched agency, while the match waits. */
export async function declineMatch(deps: TDeps, userId: number, matchId: number) {
  const membership = await findMembership(deps.db, userId);
  if (!membership) throw briefsErrors.matchNotFound();
  const now = deps.clock.now();
  const match = await findProviderMatch(deps.db, matchId, membership.provider.id);
  if (!match) throw briefsErrors.matchNotFound();
  if (!(await declineWaitingMatch(deps.db, matchId, now))) throw briefsErrors.matchNotWaiting();
  const offer = await findOfferById(deps.db, match.offerId);
  if (offer?.state === 'active' && now < replacementEndsAt(offer)) {
    await matchOffer(deps, offer.id, { source: 'replacement' });
  }
  await refreshMatchProfiles(deps.db, now, [membership.provider.id]);
}
