/** What other modules may use of this module's data (they ask the owner, never its repo). */

export { categoriesErrors } from './categories.errors.ts';
export {
  checkCategoryChoice,
  deliverBoughtCategories,
  liveSubscribedCategories,
} from './categories.service.ts';
export { activePackagePlan, hasActiveSubscription } from './subscriptions.repo.ts';
