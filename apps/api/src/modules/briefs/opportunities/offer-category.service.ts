import type { TLocale, TOfferCategory } from '@brifa/contracts';
import type { TDeps } from '../../../platform/deps.ts';
import { selectPayingAbility } from '../../ledger/ledger.service.ts';
import { briefsErrors } from '../briefs.errors.ts';
import { findProviderOpportunity } from './opportunities.repo.ts';
import { agencyOf } from './opportunities.service.ts';
import { findPoolOffer } from './pool.repo.ts';

/**
 * GET offer/{key}/category (issue 19): the category of an opportunity the agency can see (one it is matched to,
 * or a pool brief), and whether its category subscriptions open it without the viewing fee (the same rule as
 * paying for access: the category, and the scope covering the brief's city). The "subscribe to this category"
 * pop-up reads it.
 */
export async function offerCategoryForProvider(
  deps: TDeps,
  input: { userId: number; offerKey: string; locale: TLocale },
): Promise<TOfferCategory> {
  const providerId = await agencyOf(deps, input.userId);
  const now = deps.clock.now();
  const found =
    (await findProviderOpportunity(deps.db, providerId, input.offerKey)) ??
    (await findPoolOffer(deps.db, providerId, input.offerKey, now, { includeFull: true }));
  if (!found) throw briefsErrors.opportunityNotFound();
  const ability = (await selectPayingAbility(deps.db, [providerId], found.offer, now)).get(providerId);
  return {
    CategoryId: found.offer.categoryId,
    CategoryName: found.category[input.locale],
    CityId: found.offer.cityId,
    Subscribed: ability?.subscribed ?? false,
  };
}
