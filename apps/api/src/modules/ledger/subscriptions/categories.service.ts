import type {
  TCategoryScope,
  TCategorySubscription,
  TCategorySubscriptionList,
  TExpireWhen,
  TLocale,
  TPackageCategories,
  TSubscriptionPageQuery,
} from '@brifa/contracts';
import { commonErrors } from '../../../platform/common.errors.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { emit } from '../../../platform/events.ts';
import './categories.events.ts';
import { findMembership } from '../../identity/users/users.service.ts';
import { categoriesErrors } from './categories.errors.ts';
import {
  expireSubscription,
  findLivePackage,
  insertBoughtCategories,
  isLive,
  lockProviderSubscription,
  pageCategorySubscriptions,
  replacePackageCategories,
  selectActiveCategoryIds,
  selectCategoryNames,
  selectLiveSubscribedCategories,
  selectPackageCategories,
  type TSubscriptionRow,
} from './categories.repo.ts';

/**
 * Category subscriptions with a location (issue 19): the categories an agency chooses with its package's rights,
 * extra ones it buys (the basket's `category_subscription` delivery in billing), their list and expiry. A category
 * row (kind 'category', one category a row) opens briefs of its category in its scope without the viewing fee
 * (ledger/paying-ability.repo.ts); a package's own row does not: only the categories chosen with it.
 */

async function providerOf(deps: Pick<TDeps, 'db'>, userId: number): Promise<number> {
  const membership = await findMembership(deps.db, userId);
  if (!membership) throw commonErrors.forbidden();
  return membership.provider.id;
}

/**
 * The spec's category checks (rules.md §5, §8 "Categories"), in the order a buyer can act on them: at least one,
 * valid active categories chosen once each, no more than the rights (`null`: no limit, an add-on).
 */
export async function checkCategoryChoice(
  deps: Pick<TDeps, 'db'>,
  categoryIds: readonly number[] | undefined,
  rights: number | null,
): Promise<number[]> {
  const ids = categoryIds ?? [];
  if (ids.length === 0) throw categoriesErrors.chooseAtLeastOne();
  if (new Set(ids).size !== ids.length) throw categoriesErrors.selectionProblem();
  if (ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) throw categoriesErrors.selectionProblem();
  const valid = await selectActiveCategoryIds(deps.db, [...ids]);
  if (ids.some((id) => !valid.has(id))) throw categoriesErrors.selectionProblem();
  if (rights !== null && ids.length > rights) throw categoriesErrors.packageLimitExceeded();
  return [...ids];
}

function viewOf(row: TSubscriptionRow, names: Map<number, string>, now: Date): TCategorySubscription {
  return {
    Id: row.id,
    CategoryIds: row.categoryIds,
    CategoryNames: row.categoryIds.map((id) => names.get(id) ?? String(id)),
    Scope: row.scope ?? null,
    PeriodMonths: row.periodMonths ?? null,
    Status: row.status,
    StartsAt: row.startsAt.toISOString(),
    EndsAt: row.endsAt.toISOString(),
    AutoRenew: row.autoRenew,
    PackageSubscriptionId: row.packageSubscriptionId ?? null,
    IsLive: isLive(row, now),
  };
}

async function viewsOf(deps: Pick<TDeps, 'db'>, rows: TSubscriptionRow[], locale: TLocale, now: Date) {
  const names = await selectCategoryNames(
    deps.db,
    [...new Set(rows.flatMap((row) => row.categoryIds))],
    locale === 'tr' ? 'tr' : 'en',
  );
  return rows.map((row) => viewOf(row, names, now));
}

async function packageCategoriesView(
  deps: Pick<TDeps, 'db'>,
  pkg: TSubscriptionRow,
  locale: TLocale,
  now: Date,
): Promise<TPackageCategories> {
  const rows = await selectPackageCategories(deps.db, pkg.id);
  const items = await viewsOf(deps, rows, locale, now);
  return {
    PackageSubscriptionId: pkg.id,
    CategoryRights: pkg.categoryRights ?? 0,
    Used: rows.reduce((sum, row) => sum + row.categoryIds.length, 0),
    Scope: rows[0]?.scope ?? null,
    Items: items,
  };
}

/**
 * PUT PackageSubscription/{id}/categories: the categories chosen with a live package of the caller's agency and
 * where they apply, replacing the last choice. Each becomes a category row ending with the package.
 */
export async function choosePackageCategories(
  deps: TDeps,
  input: {
    userId: number;
    packageId: number;
    categoryIds: number[];
    scope: TCategoryScope;
    locale: TLocale;
  },
): Promise<TPackageCategories> {
  const providerId = await providerOf(deps, input.userId);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const pkg = await lockProviderSubscription(tx, providerId, input.packageId);
    if (pkg?.kind !== 'package') throw categoriesErrors.subscriptionNotFound();
    if (!isLive(pkg, now)) throw categoriesErrors.packageNotLive();
    const ids = await checkCategoryChoice({ db: tx }, input.categoryIds, pkg.categoryRights ?? 0);
    await replacePackageCategories(tx, { pkg, categoryIds: ids, scope: input.scope, now });
    await emit({ ...deps, db: tx }, 'ledger.category_subscriptions_changed', { providerId });
    return packageCategoriesView({ db: tx }, pkg, input.locale, now);
  });
}

/** GET PackageSubscription/categories: the live package's rights and chosen categories, or null without one. */
export async function livePackageCategories(
  deps: Pick<TDeps, 'db' | 'clock'>,
  input: { userId: number; locale: TLocale },
): Promise<TPackageCategories | null> {
  const providerId = await providerOf(deps, input.userId);
  const now = deps.clock.now();
  const pkg = await findLivePackage(deps.db, providerId, now);
  return pkg ? packageCategoriesView(deps, pkg, input.locale, now) : null;
}

/** GET Subscription/page: the agency's category subscriptions (chosen with a package or bought), live first. */
export async function listCategorySubscriptions(
  deps: Pick<TDeps, 'db' | 'clock'>,
  input: { userId: number; query: TSubscriptionPageQuery; locale: TLocale },
): Promise<TCategorySubscriptionList> {
  const providerId = await providerOf(deps, input.userId);
  const now = deps.clock.now();
  const { rows, totalCount } = await pageCategorySubscriptions(
    deps.db,
    providerId,
    { offset: input.query.PageIndex * input.query.PageSize, limit: input.query.PageSize },
    now,
  );
  return {
    Items: await viewsOf(deps, rows, input.locale, now),
    TotalCount: totalCount,
    PageIndex: input.query.PageIndex,
    PageSize: input.query.PageSize,
  };
}

/**
 * PUT Subscription/Expire/{id}: a category subscription of the agency ends now (cancelled, its rights stop at
 * once) or at its period's end (will be cancelled: it stays live until then and does not renew).
 */
export async function expireCategorySubscription(
  deps: TDeps,
  input: { userId: number; id: number; when: TExpireWhen; locale: TLocale },
): Promise<TCategorySubscription> {
  const providerId = await providerOf(deps, input.userId);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const updated = await expireCategoryOf(
      { ...deps, db: tx },
      { providerId, id: input.id, when: input.when, now },
    );
    const [view] = await viewsOf({ db: tx }, [updated], input.locale, now);
    return view!;
  });
}

/**
 * A category subscription of the agency ends now or at its period's end (in the caller's transaction; the
 * operator console's cancel uses it too). The access rule and the matching rows follow at once.
 */
export async function expireCategoryOf(
  deps: TDeps,
  input: { providerId: number; id: number; when: TExpireWhen; now: Date },
): Promise<TSubscriptionRow> {
  const { providerId, now } = input;
  const row = await lockProviderSubscription(deps.db, providerId, input.id);
  if (row?.kind !== 'category') throw categoriesErrors.subscriptionNotFound();
  if (!isLive(row, now)) throw categoriesErrors.subscriptionAlreadyEnded();
  if (input.when === 'period_end' && row.status === 'will_be_cancelled')
    throw categoriesErrors.subscriptionAlreadyEnded();
  const updated = await expireSubscription(deps.db, row.id, input.when, now);
  await emit(deps, 'ledger.category_subscriptions_changed', { providerId });
  return updated;
}

/** Which of the categories the agency already has a live category subscription to (an add-on may not repeat one). */
export async function liveSubscribedCategories(
  deps: Pick<TDeps, 'db'>,
  providerId: number,
  categoryIds: number[],
  now: Date,
): Promise<number[]> {
  return selectLiveSubscribedCategories(deps.db, providerId, categoryIds, now);
}

/**
 * The delivery of extra categories bought as an add-on (billing's `category_subscription` line): one row per
 * category, keyed `<delivery key>:<category index>` so a replayed delivery adds nothing, renewing by default.
 */
export async function deliverBoughtCategories(
  deps: Pick<TDeps, 'db'>,
  input: {
    providerId: number;
    categoryIds: number[];
    scope: TCategoryScope;
    periodMonths: number;
    unitPriceKurus: number;
    renewalCardId: number | null;
    deliveryKey: string;
    now: Date;
  },
): Promise<void> {
  const endsAt = addMonths(input.now, input.periodMonths);
  await insertBoughtCategories(
    deps.db,
    input.categoryIds.map((categoryId, index) => ({
      providerId: input.providerId,
      kind: 'category' as const,
      categoryIds: [categoryId],
      scope: input.scope,
      status: 'active' as const,
      startsAt: input.now,
      endsAt,
      periodMonths: input.periodMonths,
      priceKurus: input.unitPriceKurus,
      autoRenew: true,
      renewalCardId: input.renewalCardId,
      deliveryKey: `${input.deliveryKey}:${index}`,
    })),
  );
}

/** The same day of the month `months` later (clamped to the month's last day), in UTC. */
export function addMonths(from: Date, months: number): Date {
  const to = new Date(from.getTime());
  const day = to.getUTCDate();
  to.setUTCDate(1);
  to.setUTCMonth(to.getUTCMonth() + months);
  const last = new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth() + 1, 0)).getUTCDate();
  to.setUTCDate(Math.min(day, last));
  return to;
}
