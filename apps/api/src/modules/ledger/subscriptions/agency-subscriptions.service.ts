import {
  AD_SLOTS,
  type TAdType,
  type TExpireWhen,
  type TLocale,
  type TOpsDebt,
  type TOpsSubscription,
} from '@brifa/contracts';
import type { TDeps } from '../../../platform/deps.ts';
import { emit } from '../../../platform/events.ts';
import { ledgerErrors } from '../ledger.errors.ts';
import { adsErrors } from './ads.errors.ts';
import { lockAdType } from './ads.repo.ts';
import { expireAd } from './ads.service.ts';
import {
  adSlotsTakenBetween,
  listAllOf,
  moveEnd,
  shiftBoostsFrom,
  type TSubscriptionRow,
} from './agency-subscriptions.repo.ts';
import { lockProviderBoosts, updateBoost } from './boosts.repo.ts';
import { categoriesErrors } from './categories.errors.ts';
import { lockProviderSubscription, selectCategoryNames } from './categories.repo.ts';
import { expireCategoryOf } from './categories.service.ts';
import { endNow, markWillBeCancelled } from './packages.repo.ts';
import { expirePackageAtPeriodEnd, expirePackageNow, moneyBackUntil } from './packages.service.ts';
import { followPackage, unpaidDebtsOf } from './renewals.repo.ts';

/**
 * An agency's subscriptions of every kind as the operator console sees and changes them (issue 19 item 10): the
 * list with its debts, cancel now or at the period's end through each kind's own expiry, and a free extension by
 * some days (an ad only while its slot is free for them; a boost pushes the boosts queued after it). Each change
 * runs in the caller's transaction (the console's withAudit) under the row's lock, and answers before and after.
 * decisions.md "Issue 19 — operator console".
 */

const RUNNING = ['active', 'will_be_cancelled', 'continue'];

/** Not ended: running or waiting to start (a queued boost), or a stopped boost with its days kept. */
function isOpen(row: TSubscriptionRow, now: Date): boolean {
  if (row.kind === 'boost' && row.status === 'stopped') return true;
  return RUNNING.includes(row.status) && row.endsAt > now;
}

/** The card payment that delivered it (`payment:<publicId>:<index>[:suffix]`), or null. */
function paymentIdOf(deliveryKey: string | null): string | null {
  const match = /^payment:([^:]+):\d+/.exec(deliveryKey ?? '');
  return match ? match[1]! : null;
}

function view(row: TSubscriptionRow, names: Map<number, string>, now: Date): TOpsSubscription {
  const open = isOpen(row, now);
  const paymentId = paymentIdOf(row.deliveryKey);
  const moneyBack =
    row.kind === 'package' && open && paymentId && row.deliveryKey?.split(':').length === 3
      ? moneyBackUntil(row)
      : null;
  return {
    Id: row.id,
    Kind: row.kind,
    Plan: row.plan,
    CategoryIds: row.categoryIds,
    CategoryNames: row.categoryIds.map((id) => names.get(id) ?? String(id)),
    Scope: row.scope ?? null,
    AdCategoryId: row.adCategoryId,
    PeriodMonths: row.periodMonths,
    Days: row.days,
    Status: row.status,
    StartsAt: row.startsAt.toISOString(),
    EndsAt: row.endsAt.toISOString(),
    AutoRenew: row.autoRenew,
    PriceKurus: row.priceKurus,
    PaymentId: paymentId,
    PackageSubscriptionId: row.packageSubscriptionId,
    IsLive: RUNNING.includes(row.status) && row.startsAt <= now && row.endsAt > now,
    MoneyBackUntil: moneyBack && moneyBack > now ? moneyBack.toISOString() : null,
    CanCancelNow: open,
    CanCancelAtPeriodEnd: open && row.status === 'active' && row.kind !== 'boost',
    CanExtend: open && !(row.kind === 'category' && row.packageSubscriptionId),
  };
}

/** Every subscription of the agency, live first, with its categories' names in `locale`. */
export async function agencySubscriptions(
  deps: Pick<TDeps, 'db'>,
  providerId: number,
  locale: TLocale,
  now: Date,
): Promise<TOpsSubscription[]> {
  const rows = await listAllOf(deps.db, providerId, now);
  const names = await selectCategoryNames(deps.db, [...new Set(rows.flatMap((r) => r.categoryIds))], locale);
  return rows.map((row) => view(row, names, now));
}

/** The agency's unpaid debts (renewals and commissions), the oldest first. */
export async function agencyDebts(deps: Pick<TDeps, 'db'>, providerId: number): Promise<TOpsDebt[]> {
  const rows = await unpaidDebtsOf(deps.db, providerId, null);
  return rows.map(({ debt, subscription }) => ({
    Id: debt.id,
    Kind: debt.kind,
    AmountKurus: debt.amountKurus,
    Description: debt.description,
    DueAt: debt.dueAt.toISOString(),
    SubscriptionId: debt.subscriptionId,
    SubscriptionKind: subscription?.kind ?? null,
    Plan: subscription?.plan ?? null,
    Attempts: debt.attempts,
    NextAttemptAt: debt.nextAttemptAt?.toISOString() ?? null,
  }));
}

/** What the audit row keeps of a subscription. */
function snapshot(row: TSubscriptionRow) {
  return {
    subscriptionId: row.id,
    kind: row.kind,
    plan: row.plan,
    status: row.status,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    autoRenew: row.autoRenew,
  };
}

export type TSubscriptionChange = {
  changed: boolean;
  kind: TSubscriptionRow['kind'];
  before: ReturnType<typeof snapshot>;
  after: ReturnType<typeof snapshot>;
};

async function lockedOf(deps: Pick<TDeps, 'db'>, providerId: number, id: number) {
  const row = await lockProviderSubscription(deps.db, providerId, id);
  if (!row) throw categoriesErrors.subscriptionNotFound();
  return row;
}

/**
 * Ends a subscription now (its rights stop at once: categories, the ad's slot, the boost's lift) or at its
 * period's end (no renewal), each kind through its own expiry. Asked again, an end already set changes nothing.
 */
export async function cancelAgencySubscription(
  deps: TDeps,
  input: { providerId: number; id: number; when: TExpireWhen; now: Date },
): Promise<TSubscriptionChange> {
  const { providerId, id, now } = input;
  const row = await lockedOf(deps, providerId, id);
  if (!isOpen(row, now)) throw categoriesErrors.subscriptionAlreadyEnded();
  const done = (changed: boolean, after: TSubscriptionRow) => ({
    changed,
    kind: row.kind,
    before: snapshot(row),
    after: snapshot(after),
  });
  if (input.when === 'period_end') {
    if (row.kind === 'boost') throw ledgerErrors.subscriptionAlreadyEnding();
    if (row.status === 'will_be_cancelled') return done(false, row);
    if (row.status !== 'active') throw ledgerErrors.subscriptionAlreadyEnding();
  }
  const atOnce = input.when === 'now';
  switch (row.kind) {
    case 'package': {
      const after = atOnce
        ? await expirePackageNow(deps.db, { providerId, id, now })
        : await expirePackageAtPeriodEnd(deps.db, { providerId, id, now });
      if (atOnce) await emit(deps, 'ledger.category_subscriptions_changed', { providerId });
      return done(true, after);
    }
    case 'category':
      return done(true, await expireCategoryOf(deps, { providerId, id, when: input.when, now }));
    case 'advertisement':
      await expireAd(deps.db, { providerId, id, atOnce, now });
      return done(true, await lockedOf(deps, providerId, id));
    case 'boost': {
      await lockProviderBoosts(deps.db, providerId);
      const ended = await updateBoost(deps.db, row.id, {
        status: 'cancelled',
        startsAt: row.startsAt < now ? row.startsAt : now,
        endsAt: now,
      });
      await emit(deps, 'ledger.boost_changed', { providerId });
      return done(true, ended);
    }
    case 'global_plus': {
      const [ended] = atOnce
        ? await endNow(deps.db, { packageIds: [row.id], now, reason: 'ops_cancel_now' })
        : [await markWillBeCancelled(deps.db, row.id, now)];
      return done(true, ended ?? row);
    }
  }
}

/**
 * Adds `days` to a subscription's end, free: a package's chosen categories follow it, a boost pushes the boosts
 * queued after it (they never overlap), an ad only while its type has a slot free for the added days (the slots
 * are never oversold: AD_SLOT_UNAVAILABLE). A category chosen with a package follows its package instead.
 */
export async function extendAgencySubscription(
  deps: TDeps,
  input: { providerId: number; id: number; days: number; now: Date },
): Promise<TSubscriptionChange> {
  const { providerId, id, days, now } = input;
  const row = await lockedOf(deps, providerId, id);
  if (!isOpen(row, now)) throw categoriesErrors.subscriptionAlreadyEnded();
  if (row.kind === 'category' && row.packageSubscriptionId) throw ledgerErrors.subscriptionFollowsPackage();
  const newEnd = new Date(row.endsAt.getTime() + days * 86_400_000);
  if (row.kind === 'advertisement') {
    const type = (row.plan ?? 'spotlight') as TAdType;
    await lockAdType(deps.db, type);
    const taken = await adSlotsTakenBetween(deps.db, {
      type,
      exceptId: row.id,
      from: row.endsAt,
      to: newEnd,
      now,
    });
    if (taken >= AD_SLOTS[type]) throw adsErrors.slotUnavailable();
  }
  if (row.kind === 'boost') {
    await lockProviderBoosts(deps.db, providerId);
    await shiftBoostsFrom(deps.db, { providerId, exceptId: row.id, from: row.endsAt, days });
  }
  const moved = await moveEnd(deps.db, { id: row.id, fromEndsAt: row.endsAt, days });
  if (!moved) throw categoriesErrors.subscriptionAlreadyEnded();
  if (row.kind === 'package') await followPackage(deps.db, row.id);
  if (row.kind === 'boost') await emit(deps, 'ledger.boost_changed', { providerId });
  if (row.kind === 'category' || row.kind === 'package')
    await emit(deps, 'ledger.category_subscriptions_changed', { providerId });
  return { changed: true, kind: row.kind, before: snapshot(row), after: snapshot(moved) };
}
