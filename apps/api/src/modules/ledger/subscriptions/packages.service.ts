import {
  ELITE_INCLUDED,
  MONEY_BACK_DAYS,
  PACKAGE_CATEGORY_RIGHTS,
  type TPackagePlan,
  type TPackageSubscription,
} from '@brifa/contracts';
import type { TExecutor } from '../../../platform/db.ts';
import { packagesErrors } from './packages.errors.ts';
import {
  chosenCategoryCounts,
  endNow,
  findLivePackage,
  findPackageOf,
  insertDelivered,
  listPackagesOf,
  liveSubscriptionCounts,
  markWillBeCancelled,
  type TSubscriptionRow,
} from './packages.repo.ts';

/**
 * Packages (issue 19): Lite, Growth, Elite with 2, 7 and 12 category rights, bought by card (billing delivers them
 * here), listed, ended now or at the period's end, undone by the money-back guarantee. Elite brings a year of the
 * global plus subscription; its 3 months of advertising are claimed later from the ads screen (decisions.md).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** `date` plus `months` calendar months (the 31st of January + 1 month is the last day of February). */
export function addCalendarMonths(date: Date, months: number): Date {
  const result = new Date(date);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** The agency's live package, if any: a second one cannot be bought (upgrading requires cancelling it). */
export async function assertNoLivePackage(db: TExecutor, providerId: number, now: Date): Promise<void> {
  if (await findLivePackage(db, providerId, now)) throw packagesErrors.alreadyActive();
}

/**
 * Delivers a package bought by a payment line (idempotent by `deliveryKey`): the package row with its rights,
 * period, price and renewal card; Elite also a year of global plus (`<deliveryKey>:global-plus`).
 */
export async function deliverPackage(
  db: TExecutor,
  input: {
    providerId: number;
    plan: TPackagePlan;
    periodMonths: number;
    priceKurus: number;
    renewalCardId: number | null;
    deliveryKey: string;
    now: Date;
  },
): Promise<TSubscriptionRow> {
  const { now } = input;
  const row = await insertDelivered(db, {
    providerId: input.providerId,
    kind: 'package',
    plan: input.plan,
    status: 'active',
    periodMonths: input.periodMonths,
    priceKurus: input.priceKurus,
    categoryRights: PACKAGE_CATEGORY_RIGHTS[input.plan],
    startsAt: now,
    endsAt: addCalendarMonths(now, input.periodMonths),
    autoRenew: true,
    renewalCardId: input.renewalCardId,
    deliveryKey: input.deliveryKey,
    createdAt: now,
  });
  if (input.plan === 'elite') {
    await deliverGlobalPlus(db, {
      providerId: input.providerId,
      periodMonths: ELITE_INCLUDED.globalPlusMonths,
      priceKurus: 0,
      renewalCardId: null,
      autoRenew: false,
      deliveryKey: `${input.deliveryKey}:global-plus`,
      now,
    });
    // Elite's ELITE_INCLUDED.adMonths of advertising is claimed later from the ads screen (`claimEliteAd` in
    // ads.service.ts: the ad is linked to this row and ends with it).
  }
  return row;
}

/** Delivers the global brand's plus subscription (bought alone, or included in Elite at no price). */
export async function deliverGlobalPlus(
  db: TExecutor,
  input: {
    providerId: number;
    periodMonths: number;
    priceKurus: number;
    renewalCardId: number | null;
    autoRenew: boolean;
    deliveryKey: string;
    now: Date;
  },
): Promise<TSubscriptionRow> {
  return insertDelivered(db, {
    providerId: input.providerId,
    kind: 'global_plus',
    status: 'active',
    periodMonths: input.periodMonths,
    priceKurus: input.priceKurus,
    startsAt: input.now,
    endsAt: addCalendarMonths(input.now, input.periodMonths),
    autoRenew: input.autoRenew,
    renewalCardId: input.renewalCardId,
    deliveryKey: input.deliveryKey,
    createdAt: input.now,
  });
}

/** Ends at once what a payment line delivered and the categories chosen with a package it delivered (a refund). */
export async function endDelivered(
  db: TExecutor,
  input: { deliveryKey: string; now: Date; reason: string },
): Promise<TSubscriptionRow[]> {
  const ended = await endNow(db, {
    packageIds: [],
    deliveryKey: input.deliveryKey,
    now: input.now,
    reason: input.reason,
  });
  const packageIds = ended.filter((row) => row.kind === 'package').map((row) => row.id);
  const children = packageIds.length
    ? await endNow(db, { packageIds, now: input.now, reason: input.reason })
    : [];
  return [...ended, ...children];
}

export { isLive as isPackageLive };

/** Until when the money-back guarantee holds for a package (MONEY_BACK_DAYS after its purchase). */
export function moneyBackUntil(row: Pick<TSubscriptionRow, 'startsAt' | 'createdAt'>): Date {
  return new Date(row.createdAt.getTime() + MONEY_BACK_DAYS * DAY_MS);
}

function isLive(row: TSubscriptionRow, now: Date): boolean {
  return (row.status === 'active' || row.status === 'will_be_cancelled') && row.endsAt > now;
}

/** A live package bought by card within MONEY_BACK_DAYS can be refunded in full (an ended one cannot). */
function packageView(row: TSubscriptionRow, used: number, now: Date): TPackageSubscription {
  const until = moneyBackUntil(row);
  const moneyBackOpen = isLive(row, now) && until > now && Boolean(row.deliveryKey?.startsWith('payment:'));
  return {
    Id: row.id,
    Plan: (row.plan ?? 'lite') as TPackagePlan,
    Status: row.status,
    PeriodMonths: row.periodMonths,
    PriceKurus: row.priceKurus,
    StartsAt: row.startsAt.toISOString(),
    EndsAt: row.endsAt.toISOString(),
    AutoRenew: row.autoRenew,
    CancelledAt: row.cancelledAt?.toISOString() ?? null,
    CategoryCount: {
      Used: used,
      Total: row.categoryRights ?? PACKAGE_CATEGORY_RIGHTS[(row.plan ?? 'lite') as TPackagePlan],
    },
    MoneyBackUntil: moneyBackOpen ? until.toISOString() : null,
    IsLive: isLive(row, now),
  };
}

/** GET PackageSubscription: the agency's packages, newest first. */
export async function listPackages(
  db: TExecutor,
  providerId: number,
  now: Date,
): Promise<TPackageSubscription[]> {
  const rows = await listPackagesOf(db, providerId);
  const counts = await chosenCategoryCounts(
    db,
    rows.map((r) => r.id),
    now,
  );
  return rows.map((row) => packageView(row, counts.get(row.id) ?? 0, now));
}

/** GET PackageSubscription/get-by-user: the live package with its categories used, or null. */
export async function livePackageView(
  db: TExecutor,
  providerId: number,
  now: Date,
): Promise<TPackageSubscription | null> {
  const row = await findLivePackage(db, providerId, now);
  if (!row) return null;
  const counts = await chosenCategoryCounts(db, [row.id], now);
  return packageView(row, counts.get(row.id) ?? 0, now);
}

export async function packageViewOf(db: TExecutor, row: TSubscriptionRow, now: Date) {
  const counts = await chosenCategoryCounts(db, [row.id], now);
  return packageView(row, counts.get(row.id) ?? 0, now);
}

/** The agency's package by id (PACKAGE_SUBSCRIPTION_NOT_FOUND for another agency's or none). */
export async function packageOf(
  db: TExecutor,
  providerId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<TSubscriptionRow> {
  const row = await findPackageOf(db, providerId, id, options);
  if (!row) throw packagesErrors.notFound();
  return row;
}

/** PUT PackageSubscription/expire-now/{id}: ends now (cancelled), its chosen categories with it. No refund. */
export async function expirePackageNow(
  db: TExecutor,
  input: { providerId: number; id: number; now: Date },
): Promise<TSubscriptionRow> {
  const row = await packageOf(db, input.providerId, input.id, { lock: true });
  if (!isLive(row, input.now)) throw packagesErrors.alreadyEnded();
  await endNow(db, { packageIds: [row.id], now: input.now, reason: 'expire_now' });
  return packageOf(db, input.providerId, input.id);
}

/** PUT PackageSubscription/expire/{id}: ends at the period's end (will be cancelled, no renewal). */
export async function expirePackageAtPeriodEnd(
  db: TExecutor,
  input: { providerId: number; id: number; now: Date },
): Promise<TSubscriptionRow> {
  const row = await packageOf(db, input.providerId, input.id, { lock: true });
  if (!isLive(row, input.now)) throw packagesErrors.alreadyEnded();
  if (row.status === 'will_be_cancelled') return row;
  return (await markWillBeCancelled(db, row.id, input.now)) ?? row;
}

/** The session's subscription fields (issue 19): live category + package subscriptions, the first package's categories. */
export async function sessionSubscriptionFields(db: TExecutor, providerId: number, now: Date) {
  const counts = await liveSubscriptionCounts(db, providerId, now);
  const pkg = await findLivePackage(db, providerId, now);
  const chosen = pkg ? ((await chosenCategoryCounts(db, [pkg.id], now)).get(pkg.id) ?? 0) : null;
  return {
    SubscribeCount: counts.category + counts.package,
    IsHaveSubscribedCategory: counts.category > 0,
    FirstPackageCategoryCount: chosen,
  };
}
