import {
  CATEGORY_PERIOD_MONTHS,
  CATEGORY_SCOPES,
  type TBasketLine,
  type TCategoryScope,
} from '@brifa/contracts';
import {
  categoriesErrors,
  checkCategoryChoice,
  deliverBoughtCategories,
  liveSubscribedCategories,
} from '../../../ledger/subscriptions/subscriptions.service.ts';
import type { TLineHandler } from '../payment-fulfilment.ts';
import { undoSubscriptionLine } from './package.handler.ts';

/**
 * Extra categories bought as an add-on (basket kind `category_subscription`, items `category:<scope>:<months>`):
 * Options.CategoryIds are the categories (the line's Quantity), the item's scope says where they apply. Periods
 * of 3, 6 or 12 months (rules.md §5: at least 3 months and 1 category). Checked before the card is charged;
 * delivered as one renewing row per category in the payment's transaction.
 */

/** The scope and months of a `category:<scope>:<months>` item id (the item's own scope wins over Options.Scope). */
function itemOf(line: TBasketLine): { scope: TCategoryScope; months: number } {
  const [, scope, months] = line.Id.split(':');
  if (!(CATEGORY_SCOPES as readonly string[]).includes(scope ?? '')) throw categoriesErrors.scopeRequired();
  if (line.Options?.Scope && line.Options.Scope !== scope) throw categoriesErrors.scopeRequired();
  const period = Number(line.PeriodMonths ?? months);
  if (!(CATEGORY_PERIOD_MONTHS as readonly number[]).includes(period))
    throw categoriesErrors.selectionProblem();
  return { scope: scope as TCategoryScope, months: period };
}

export const categoryLineHandler: TLineHandler = {
  // A refund ends what the line delivered at once (the card is refunded in full).
  undo: undoSubscriptionLine,
  async check(deps, { providerId, line }) {
    if (!providerId) throw categoriesErrors.subscriptionNotFound();
    itemOf(line);
    const ids = await checkCategoryChoice(deps, line.Options?.CategoryIds, null);
    const taken = await liveSubscribedCategories(deps, providerId, ids, deps.clock.now());
    if (taken.length > 0) throw categoriesErrors.alreadySubscribed();
  },
  async deliver({ txDeps, payment, line, index, now }) {
    if (!payment.providerId) throw new Error('billing: a category subscription without an agency');
    const { scope, months } = itemOf(line);
    await deliverBoughtCategories(txDeps, {
      providerId: payment.providerId,
      categoryIds: line.Options?.CategoryIds ?? [],
      scope,
      periodMonths: months,
      unitPriceKurus: line.UnitPriceKurus,
      renewalCardId: payment.creditCardId ?? null,
      deliveryKey: `payment:${payment.publicId}:${index}`,
      now,
    });
  },
};
