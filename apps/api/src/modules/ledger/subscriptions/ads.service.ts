import {
  AD_CARD_HOLD_MINUTES,
  AD_SLOTS,
  AD_TYPES,
  ELITE_INCLUDED,
  type TAdType,
  type TAdvertisementSubscription,
  type TCategoryAdList,
  type TFeaturedAds,
  UNPAID_AD_REMOVAL_DAYS,
} from '@brifa/contracts';
import type { TDb, TExecutor } from '../../../platform/db.ts';
import { adsErrors } from './ads.errors.ts';
import {
  deleteHold,
  deleteLapsedHolds,
  findHold,
  insertAd,
  insertHold,
  listProviderAds,
  liveAdsOfType,
  liveCategoryAds,
  lockAdType,
  type TAdRow,
  takenSlots,
  updateAd,
} from './ads.repo.ts';
import { findDelivered, findLivePackage } from './packages.repo.ts';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** `date` plus whole calendar months (UTC), the day clamped to the target month's last. */
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** The free slots of each ad type now (live ads and holds not yet lapsed take one each). */
export async function freeAdSlots(db: TExecutor, now: Date): Promise<Record<TAdType, number>> {
  const taken = await takenSlots(db, now);
  return Object.fromEntries(
    AD_TYPES.map((type) => [type, Math.max(0, AD_SLOTS[type] - (taken.get(type) ?? 0))]),
  ) as Record<TAdType, number>;
}

/**
 * Holds one slot of `type` for a purchase (`holdKey`: the payment line), or refuses with AD_SLOT_UNAVAILABLE.
 * In its own short transaction under the type's advisory lock, so two buyers of the last slot are counted
 * one after the other: the second sees the first's hold. A card's hold lapses after AD_CARD_HOLD_MINUTES, an
 * unpaid reservation's after UNPAID_AD_REMOVAL_DAYS. Holding the same key again changes nothing.
 */
export async function reserveAdSlot(
  db: TDb,
  input: {
    providerId: number;
    holdKey: string;
    type: TAdType;
    adCategoryId: number | null;
    method: 'card' | 'unpaid';
    now: Date;
  },
): Promise<void> {
  await db.transaction((tx) => holdAdSlot(tx, input));
}

/** The hold itself, in the caller's transaction (the type's advisory lock lasts until it ends). */
async function holdAdSlot(tx: TExecutor, input: Parameters<typeof reserveAdSlot>[1]): Promise<void> {
  await lockAdType(tx, input.type);
  if (await findHold(tx, input.holdKey)) return;
  const taken = (await takenSlots(tx, input.now)).get(input.type) ?? 0;
  if (taken >= AD_SLOTS[input.type]) throw adsErrors.slotUnavailable();
  const lapse = input.method === 'card' ? AD_CARD_HOLD_MINUTES * MINUTE_MS : UNPAID_AD_REMOVAL_DAYS * DAY_MS;
  await insertHold(tx, {
    providerId: input.providerId,
    holdKey: input.holdKey,
    adType: input.type,
    adCategoryId: input.adCategoryId,
    method: input.method,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + lapse),
  });
}

/** A purchase that will not be paid (failed card, raced idempotency key) gives its slot back at once. */
export async function releaseAdSlot(db: TDb, holdKey: string): Promise<void> {
  await deleteHold(db, holdKey);
}

/**
 * A paid ad (in the payment's success transaction): the hold becomes a live `advertisement` subscription for
 * the period bought, starting now. Idempotent by its delivery key (the hold's key). The money was taken, so a
 * paid ad is delivered even if its hold had lapsed meanwhile (decisions.md "Issue 19 — ads").
 */
export async function deliverAd(
  db: TDb,
  input: {
    providerId: number;
    deliveryKey: string;
    type: TAdType;
    adCategoryId: number | null;
    imageUrl: string | null;
    periodMonths: number;
    priceKurus: number;
    /** The package the ad came with (Elite's included advertising): it ends with the package. */
    packageSubscriptionId?: number | null;
    now: Date;
  },
): Promise<TAdRow | null> {
  const row = await insertAd(db, {
    providerId: input.providerId,
    kind: 'advertisement',
    plan: input.type,
    status: 'active',
    startsAt: input.now,
    endsAt: addMonths(input.now, input.periodMonths),
    createdAt: input.now,
    periodMonths: input.periodMonths,
    priceKurus: input.priceKurus,
    adCategoryId: input.adCategoryId,
    adImageUrl: input.imageUrl,
    autoRenew: false,
    packageSubscriptionId: input.packageSubscriptionId ?? null,
    deliveryKey: input.deliveryKey,
  });
  await deleteHold(db, input.deliveryKey);
  return row;
}

/** The delivery key of an Elite package's included ad: one a package (the column is unique). */
function eliteAdKey(packageId: number): string {
  return `elite-ad:${packageId}`;
}

/** Whether the agency's live Elite package still has its included advertising to claim. */
export async function eliteAdClaimState(db: TExecutor, providerId: number, now: Date) {
  const live = await findLivePackage(db, providerId, now);
  const elite = live?.plan === 'elite' ? live : null;
  const claimed = elite ? await findDelivered(db, eliteAdKey(elite.id)) : null;
  return {
    Claimable: elite !== null && claimed === null,
    PackageSubscriptionId: elite?.id ?? null,
    PeriodMonths: ELITE_INCLUDED.adMonths,
  };
}

/**
 * Claims the live Elite package's included ELITE_INCLUDED.adMonths of advertising (issue 19): no payment, the
 * type and category the buyer chose, a slot taken through the same holds as a paid ad (never oversold), linked
 * to the package (it ends with it: a money-back refund or expire-now), not renewed. One claim a package: the
 * package's row is locked for the claim and the ad's delivery key `elite-ad:<package id>` is unique.
 */
export async function claimEliteAd(
  db: TDb,
  input: {
    providerId: number;
    type: TAdType;
    adCategoryId: number | null;
    imageUrl: string;
    now: Date;
  },
): Promise<TAdvertisementSubscription> {
  const row = await db.transaction(async (tx) => {
    const elite = await findLivePackage(tx, input.providerId, input.now, { lock: true });
    if (elite?.plan !== 'elite') throw adsErrors.eliteClaimNotElite();
    const key = eliteAdKey(elite.id);
    if (await findDelivered(tx, key)) throw adsErrors.eliteClaimUsed();
    await holdAdSlot(tx, {
      providerId: input.providerId,
      holdKey: key,
      type: input.type,
      adCategoryId: input.adCategoryId,
      method: 'card',
      now: input.now,
    });
    const ad = await deliverAd(tx, {
      providerId: input.providerId,
      deliveryKey: key,
      type: input.type,
      adCategoryId: input.adCategoryId,
      imageUrl: input.imageUrl,
      periodMonths: ELITE_INCLUDED.adMonths,
      priceKurus: 0,
      packageSubscriptionId: elite.id,
      now: input.now,
    });
    if (!ad) throw adsErrors.eliteClaimUsed();
    return ad;
  });
  return toAdvertisementSubscription(row, input.now);
}

/**
 * Daily: holds past their time are removed (card payments never completed; unpaid reservations after
 * UNPAID_AD_REMOVAL_DAYS days, rules.md §4 "an unpaid advertisement is removed after 9 days").
 */
export async function removeLapsedAdHolds(deps: { db: TDb; clock: { now(): Date } }) {
  const removed = await deleteLapsedHolds(deps.db, deps.clock.now());
  return { removed: removed.length, unpaid: removed.filter((r) => r.method === 'unpaid').length };
}

function isLive(row: TAdRow, now: Date): boolean {
  return (
    (row.status === 'active' || row.status === 'will_be_cancelled') && row.startsAt <= now && row.endsAt > now
  );
}

export function toAdvertisementSubscription(row: TAdRow, now: Date): TAdvertisementSubscription {
  return {
    Id: row.id,
    Type: row.plan as TAdType,
    CategoryId: row.adCategoryId,
    ImageUrl: row.adImageUrl,
    Status: row.status,
    PeriodMonths: row.periodMonths,
    PriceKurus: row.priceKurus,
    StartsAt: row.startsAt.toISOString(),
    EndsAt: row.endsAt.toISOString(),
    Live: isLive(row, now),
    IncludedWithPackage: row.packageSubscriptionId !== null,
  };
}

/** The agency's ads, latest ending first. */
export async function listAds(db: TExecutor, providerId: number, now: Date) {
  return (await listProviderAds(db, providerId)).map((row) => toAdvertisementSubscription(row, now));
}

/**
 * Ends one of the agency's ads: `atOnce` stops it now (cancelled, the slot free at once); otherwise it stays
 * until its period's end (will be cancelled). An ad already over is answered as it is.
 */
export async function expireAd(
  db: TExecutor,
  input: { providerId: number; id: number; atOnce: boolean; now: Date },
): Promise<TAdvertisementSubscription> {
  const current = (await listProviderAds(db, input.providerId)).find((row) => row.id === input.id);
  if (!current) throw adsErrors.notFound();
  if (!isLive(current, input.now)) return toAdvertisementSubscription(current, input.now);
  const changed = await updateAd(
    db,
    input.providerId,
    input.id,
    input.atOnce
      ? { status: 'cancelled', endsAt: input.now, cancelledAt: input.now, cancelReason: 'expire_now' }
      : { status: 'will_be_cancelled', cancelledAt: input.now, cancelReason: 'expire_at_period_end' },
  );
  return toAdvertisementSubscription(changed ?? current, input.now);
}

type TLiveAdRow = Awaited<ReturnType<typeof liveCategoryAds>>[number];

function toCategoryAd(row: TLiveAdRow): TCategoryAdList['Items'][number] {
  return {
    ProviderId: row.providerId,
    Slug: row.slug,
    CompanyName: row.companyName,
    LogoSrc: row.logoSrc,
    ImageUrl: row.imageUrl,
    EndsAt: row.endsAt.toISOString(),
    IsSponsored: true as const,
  };
}

/** The live agency of the month and spotlight ads (public, for the home page, labelled sponsored). */
export async function featuredAds(db: TExecutor, now: Date): Promise<TFeaturedAds> {
  const [month, spotlight] = await Promise.all([
    liveAdsOfType(db, 'agency_of_month', now),
    liveAdsOfType(db, 'spotlight', now),
  ]);
  return { AgencyOfMonth: month[0] ? toCategoryAd(month[0]) : null, Spotlight: spotlight.map(toCategoryAd) };
}

/** The live category-top ads of a category (public, labelled sponsored). */
export async function categoryAds(db: TExecutor, categoryId: number, now: Date): Promise<TCategoryAdList> {
  const rows = await liveCategoryAds(db, categoryId, now);
  return {
    Items: rows.map((row) => ({
      ProviderId: row.providerId,
      Slug: row.slug,
      CompanyName: row.companyName,
      LogoSrc: row.logoSrc,
      ImageUrl: row.imageUrl,
      EndsAt: row.endsAt.toISOString(),
      IsSponsored: true as const,
    })),
  };
}
