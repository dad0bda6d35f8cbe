import type { TCategoryScope } from '@brifa/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TDb, TExecutor } from '../../../platform/db.ts';
import { categories } from '../../catalogue/catalogue.table.ts';
import { subscriptions } from './subscriptions.table.ts';

export type TSubscriptionRow = typeof subscriptions.$inferSelect;

/** Live: active or will be cancelled, inside its period. */
const liveAt = (now: Date) =>
  and(
    sql`${subscriptions.status} in ('active', 'will_be_cancelled')`,
    sql`${subscriptions.startsAt} <= ${now.toISOString()}::timestamptz`,
    sql`${subscriptions.endsAt} > ${now.toISOString()}::timestamptz`,
  );

export function isLive(row: Pick<TSubscriptionRow, 'status' | 'startsAt' | 'endsAt'>, now: Date): boolean {
  return (
    (row.status === 'active' || row.status === 'will_be_cancelled') && row.startsAt <= now && row.endsAt > now
  );
}

/** A subscription of the agency (any kind), or undefined. */
export async function findProviderSubscription(db: TExecutor, providerId: number, id: number) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.providerId, providerId)))
    .limit(1);
  return row;
}

/** The same, locked for a change in this transaction. */
export async function lockProviderSubscription(db: TExecutor, providerId: number, id: number) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.providerId, providerId)))
    .for('update')
    .limit(1);
  return row;
}

/** The agency's live package (the one ending last), or undefined. */
export async function findLivePackage(db: TExecutor, providerId: number, now: Date) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.providerId, providerId), eq(subscriptions.kind, 'package'), liveAt(now)))
    .orderBy(desc(subscriptions.endsAt))
    .limit(1);
  return row;
}

/** Which of the ids are active categories of the catalogue. */
export async function selectActiveCategoryIds(db: TExecutor, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(inArray(categories.id, ids), eq(categories.isActive, true)));
  return new Set(rows.map((row) => row.id));
}

/** The category names by id, in the language asked. */
export async function selectCategoryNames(db: TExecutor, ids: number[], locale: 'tr' | 'en') {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: categories.id, tr: categories.nameTr, en: categories.nameEn })
    .from(categories)
    .where(inArray(categories.id, ids));
  return new Map(rows.map((row) => [row.id, locale === 'tr' ? row.tr : row.en]));
}

/** The categories chosen with a package (its rows of kind 'category'), oldest first. */
export async function selectPackageCategories(db: TExecutor, packageId: number) {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.kind, 'category'), eq(subscriptions.packageSubscriptionId, packageId)))
    .orderBy(asc(subscriptions.id));
}

/** Replaces a package's chosen categories: its rows go, one row per category comes (ending with the package). */
export async function replacePackageCategories(
  db: TDb,
  input: {
    pkg: TSubscriptionRow;
    categoryIds: number[];
    scope: TCategoryScope;
    now: Date;
  },
) {
  await db
    .delete(subscriptions)
    .where(and(eq(subscriptions.kind, 'category'), eq(subscriptions.packageSubscriptionId, input.pkg.id)));
  if (input.categoryIds.length === 0) return;
  await db.insert(subscriptions).values(
    input.categoryIds.map((categoryId) => ({
      providerId: input.pkg.providerId,
      kind: 'category' as const,
      categoryIds: [categoryId],
      scope: input.scope,
      packageSubscriptionId: input.pkg.id,
      status: input.pkg.status,
      startsAt: input.now,
      endsAt: input.pkg.endsAt,
      periodMonths: input.pkg.periodMonths,
      autoRenew: false,
    })),
  );
}

/** The categories of the ids the agency has a live category subscription to now. */
export async function selectLiveSubscribedCategories(
  db: TExecutor,
  providerId: number,
  categoryIds: number[],
  now: Date,
): Promise<number[]> {
  if (categoryIds.length === 0) return [];
  const rows = await db
    .select({ ids: subscriptions.categoryIds })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.providerId, providerId),
        eq(subscriptions.kind, 'category'),
        liveAt(now),
        sql`${subscriptions.categoryIds} && ${sql.raw(`array[${categoryIds.map(Number).join(',')}]::int[]`)}`,
      ),
    );
  const wanted = new Set(categoryIds);
  return [...new Set(rows.flatMap((row) => row.ids).filter((id) => wanted.has(id)))];
}

/** Extra categories bought as an add-on, one row per category; a row already delivered (its key) is kept. */
export async function insertBoughtCategories(
  db: TExecutor,
  rows: (typeof subscriptions.$inferInsert)[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(subscriptions).values(rows).onConflictDoNothing({ target: subscriptions.deliveryKey });
}

/** The agency's category subscriptions, live ones first, then newest. */
export async function pageCategorySubscriptions(
  db: TExecutor,
  providerId: number,
  page: { offset: number; limit: number },
  now: Date,
) {
  const where = and(eq(subscriptions.providerId, providerId), eq(subscriptions.kind, 'category'));
  const at = now.toISOString();
  const rows = await db
    .select()
    .from(subscriptions)
    .where(where)
    .orderBy(
      sql`(${subscriptions.status} in ('active', 'will_be_cancelled') and ${subscriptions.endsAt} > ${at}::timestamptz) desc`,
      desc(subscriptions.endsAt),
      desc(subscriptions.id),
    )
    .offset(page.offset)
    .limit(page.limit);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(subscriptions).where(where);
  return { rows, totalCount: Number(count?.n ?? 0) };
}

/** Expiry: now (cancelled, ends now) or at the period's end (will be cancelled, no renewal). */
export async function expireSubscription(
  db: TExecutor,
  id: number,
  when: 'now' | 'period_end',
  now: Date,
): Promise<TSubscriptionRow> {
  const [row] = await db
    .update(subscriptions)
    .set(
      when === 'now'
        ? {
            status: 'cancelled',
            endsAt: now,
            autoRenew: false,
            cancelledAt: now,
            cancelReason: 'agency_expired_now',
          }
        : {
            status: 'will_be_cancelled',
            autoRenew: false,
            cancelledAt: now,
            cancelReason: 'agency_expired_at_period_end',
          },
    )
    .where(eq(subscriptions.id, id))
    .returning();
  return row!;
}
