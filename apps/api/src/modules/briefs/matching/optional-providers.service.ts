import type { TDeps } from '../../../platform/deps.ts';
import { identityErrors } from '../../identity/identity.errors.ts';
import { briefsErrors } from '../briefs.errors.ts';
import { findOwnOffer } from '../offers/offers.repo.ts';
import {
  insertOptionalProviders,
  selectExistingProviderIds,
  selectOfferMatches,
  selectOptionalProviders,
} from './matching.repo.ts';
import { matchOffer } from './matching.service.ts';

/** Records the agencies a client asked for by name; unknown ids are ignored (a stale profile link). */
export async function requestProviders(deps: TDeps, offerId: number, providerIds: number[]) {
  const known = await selectExistingProviderIds(deps.db, [...new Set(providerIds)]);
  await insertOptionalProviders(deps.db, offerId, known, deps.clock.now());
}

/** OfferOptionalProvider/by-offer/{key}: the agencies the client asked for, and whether each was matched. */
export async function listRequestedProviders(deps: TDeps, userId: number, offerKey: string) {
  const offer = await findOwnOffer(deps.db, userId, offerKey);
  if (!offer) throw briefsErrors.offerNotFound();
  const [requested, matches] = await Promise.all([
    selectOptionalProviders(deps.db, offer.id),
    selectOfferMatches(deps.db, offer.id),
  ]);
  const matchedIds = new Set(matches.map((match) => match.providerId));
  return requested.map((row) => ({
    Id: row.id,
    ProviderId: row.providerId,
    CompanyNickName: row.name,
    Slug: row.slug,
    IsMatched: matchedIds.has(row.providerId),
    CreatedAt: row.createdAt.toISOString(),
  }));
}

/**
 * POST OfferOptionalProvider: ask for one more agency on an existing project. It is matched at once when
 * a slot is free and the agency is eligible; otherwise it waits for the next free slot.
 */
export async function addRequestedProvider(
  deps: TDeps,
  userId: number,
  offerKey: string,
  providerId: number,
) {
  const offer = await findOwnOffer(deps.db, userId, offerKey);
  if (!offer) throw briefsErrors.offerNotFound();
  if (offer.state !== 'active') throw briefsErrors.offerTransitionInvalid();
  const known = await selectExistingProviderIds(deps.db, [providerId]);
  if (known.length === 0) throw identityErrors.providerNotFound(['ProviderId']);
  await insertOptionalProviders(deps.db, offer.id, known, deps.clock.now());
  await matchOffer(deps, offer.id, { source: 'requested' });
  return listRequestedProviders(deps, userId, offerKey);
}
