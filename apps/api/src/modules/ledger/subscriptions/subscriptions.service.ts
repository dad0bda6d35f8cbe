/** What other modules may use of this module's data (they ask the owner, never its repo). */

export { deliverBoost } from './boosts.service.ts';
export { activePackagePlan, hasActiveSubscription } from './subscriptions.repo.ts';
