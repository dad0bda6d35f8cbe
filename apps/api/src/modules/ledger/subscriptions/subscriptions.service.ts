/** What other modules may use of this module's data (they ask the owner, never its repo). */

export {
  categoryAds,
  claimEliteAd,
  deliverAd,
  eliteAdClaimState,
  expireAd,
  featuredAds,
  freeAdSlots,
  listAds,
  releaseAdSlot,
  removeLapsedAdHolds,
  reserveAdSlot,
} from './ads.service.ts';
export {
  agencyDebts,
  agencySubscriptions,
  cancelAgencySubscription,
  extendAgencySubscription,
} from './agency-subscriptions.service.ts';
export { deliverBoost } from './boosts.service.ts';
export { categoriesErrors } from './categories.errors.ts';
export {
  checkCategoryChoice,
  deliverBoughtCategories,
  liveSubscribedCategories,
} from './categories.service.ts';
export { packagesErrors } from './packages.errors.ts';
export {
  addCalendarMonths,
  assertNoLivePackage,
  deliverGlobalPlus,
  deliverPackage,
  endDelivered,
  expirePackageAtPeriodEnd,
  expirePackageNow,
  isPackageLive,
  listPackages,
  livePackageView,
  moneyBackUntil,
  packageOf,
  packageViewOf,
  sessionSubscriptionFields,
} from './packages.service.ts';
/** Renewals and debts (issue 19): billing's renewal job and debt payments ask these. */
export * as renewals from './renewals.repo.ts';
export { activePackagePlan, hasActiveSubscription } from './subscriptions.repo.ts';
