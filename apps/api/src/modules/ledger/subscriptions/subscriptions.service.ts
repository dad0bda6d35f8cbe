/** What other modules may use of this module's data (they ask the owner, never its repo). */

export {
  categoryAds,
  deliverAd,
  expireAd,
  featuredAds,
  freeAdSlots,
  listAds,
  releaseAdSlot,
  removeLapsedAdHolds,
  reserveAdSlot,
} from './ads.service.ts';
export { activePackagePlan, hasActiveSubscription } from './subscriptions.repo.ts';
