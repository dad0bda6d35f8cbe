/** What other modules may use of this module's data (they ask the owner, never its repo). */

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
export { activePackagePlan, hasActiveSubscription } from './subscriptions.repo.ts';
