import type { TAdType } from '@brifa/contracts';
import { and, asc, desc, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import type { TDb, TExecutor } from '../../../platform/db.ts';

/** A database or a transaction that may also delete. */
type TWriter = TExecutor & Pick<TDb, 'delete'>;

import { providers } from '../../identity/accounts/providers.table.ts';
import { adSlotHolds } from './ad-slot-holds.table.ts';
import { subscriptions } from './subscriptions.table.ts';

/** Namespace of pg_advisory_xact_lock(namespace, key) taken per ad type while a slot is counted and held. */
const AD_SLOT_LOCK = 4207;

export type TAdRow = typeof subscriptions.$inferSelect;

/** Serialises everything that takes a slot of one ad type until the transaction ends. */
export async function lockAdType(db: TExecutor, type: TAdType): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${AD_SLOT_LOCK}::int, hashtext(${type}::text))`);
}

const liveAd = (now: Date) =>
  and(
    eq(subscriptions.kind, 'advertisement'),
    sql`${subscriptions.status} in ('active', 'will_be_cancelled')`,
    lte(subscriptions.startsAt, now),
    gt(subscriptions.endsAt, now),
  );

/** Slots of each type taken now: live ads plus holds not yet lapsed. */
export async function takenSlots(db: TExecutor, now: Date): Promise<Map<string, number>> {
  const ads = await db
    .select({ type: subscriptions.plan, n: sql<number>`count(*)::int` })
    .from(subscriptions)
    .where(liveAd(now))
    .groupBy(subscriptions.plan);
  const holds = await db
    .select({ type: adSlotHolds.adType, n: sql<number>`count(*)::int` })
    .from(adSlotHolds)
    .where(gt(adSlotHolds.expiresAt, now))
    .groupBy(adSlotHolds.adType);
  const taken = new Map<string, number>();
  for (const row of [...ads, ...holds])
    if (row.type) taken.set(row.type, (taken.get(row.type) ?? 0) + Number(row.n));
  return taken;
}

export async function insertHold(db: TExecutor, values: typeof adSlotHolds.$inferInsert) {
  const [row] = await db.insert(adSlotHolds).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findHold(db: TExecutor, holdKey: string) {
  const [row] = await db.select().from(adSlotHolds).where(eq(adSlotHolds.holdKey, holdKey)).limit(1);
  return row ?? null;
}

export async function deleteHold(db: TWriter, holdKey: string): Promise<void> {
  await db.delete(adSlotHolds).where(eq(adSlotHolds.holdKey, holdKey));
}

/** Deletes holds past their time; answers how many of them were unpaid reservations. */
export async function deleteLapsedHolds(db: TWriter, now: Date) {
  return db
    .delete(adSlotHolds)
    .where(lte(adSlotHolds.expiresAt, now))
    .returning({ id: adSlotHolds.id, method: adSlotHolds.method, providerId: adSlotHolds.providerId });
}

export async function insertAd(db: TExecutor, values: typeof subscriptions.$inferInsert) {
  const [row] = await db
    .insert(subscriptions)
    .values(values)
    .onConflictDoNothing({ target: subscriptions.deliveryKey })
    .returning();
  return row ?? null;
}

export async function listProviderAds(db: TExecutor, providerId: number): Promise<TAdRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.providerId, providerId), eq(subscriptions.kind, 'advertisement')))
    .orderBy(desc(subscriptions.endsAt), desc(subscriptions.id));
}

export async function updateAd(
  db: TExecutor,
  providerId: number,
  id: number,
  changes: Partial<TAdRow>,
): Promise<TAdRow | null> {
  const [row] = await db
    .update(subscriptions)
    .set(changes)
    .where(
      and(
        eq(subscriptions.id, id),
        eq(subscriptions.providerId, providerId),
        eq(subscriptions.kind, 'advertisement'),
      ),
    )
    .returning();
  return row ?? null;
}

/** The live category-top ads of a category, the soonest-bought first, with the agency's public face. */
export function liveCategoryAds(db: TExecutor, categoryId: number, now: Date) {
  return liveAdsWhere(
    db,
    now,
    and(eq(subscriptions.plan, 'category_top'), eq(subscriptions.adCategoryId, categoryId)),
  );
}

/** The live ads of one type, the soonest-bought first. */
export function liveAdsOfType(db: TExecutor, type: TAdType, now: Date) {
  return liveAdsWhere(db, now, eq(subscriptions.plan, type));
}

async function liveAdsWhere(db: TExecutor, now: Date, where: SQL | undefined) {
  return db
    .select({
      providerId: subscriptions.providerId,
      slug: providers.slug,
      companyName: providers.companyNickName,
      logoSrc: providers.logoSrc,
      imageUrl: subscriptions.adImageUrl,
      endsAt: subscriptions.endsAt,
    })
    .from(subscriptions)
    .innerJoin(providers, eq(providers.id, subscriptions.providerId))
    .where(and(liveAd(now), where))
    .orderBy(asc(subscriptions.startsAt), asc(subscriptions.id));
}
