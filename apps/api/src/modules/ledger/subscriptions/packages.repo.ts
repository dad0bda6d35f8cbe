import { and, desc, eq, gt, inArray, like, or, sql } from 'drizzle-orm';
import type { TExecutor } from '../../../platform/db.ts';
import { subscriptions } from './subscriptions.table.ts';

/** The packages part of issue 19: the rows of kind `package` and `global_plus`, and a package's chosen categories. */

export type TSubscriptionRow = typeof subscriptions.$inferSelect;
export type TSubscriptionInsert = typeof subscriptions.$inferInsert;

const live = (now: Date) =>
  and(inArray(subscriptions.status, ['active', 'will_be_cancelled']), gt(subscriptions.endsAt, now));

/** Inserts a delivered subscription once (its delivery key is unique); answers the row (the earlier one on a replay). */
export async function insertDelivered(db: TExecutor, values: TSubscriptionInsert): Promise<TSubscriptionRow> {
  const [row] = await db
    .insert(subscriptions)
    .values(values)
    .onConflictDoNothing({ target: subscriptions.deliveryKey })
    .returning();
  if (row) return row;
  const [earlier] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.deliveryKey, values.deliveryKey!))
    .limit(1);
  return earlier!;
}

/** The agency's live package (active or will be cancelled, not ended), the latest ending first. */
export async function findLivePackage(
  db: TExecutor,
  providerId: number,
  now: Date,
  options: { lock?: boolean } = {},
): Promise<TSubscriptionRow | null> {
  const query = db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.providerId, providerId), eq(subscriptions.kind, 'package'), live(now)))
    .orderBy(desc(subscriptions.endsAt))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The subscription delivered under one key, if any. */
export async function findDelivered(db: TExecutor, deliveryKey: string): Promise<TSubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.deliveryKey, deliveryKey))
    .limit(1);
  return row ?? null;
}

export async function listPackagesOf(db: TExecutor, providerId: number): Promise<TSubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.providerId, providerId), eq(subscriptions.kind, 'package')))
    .orderBy(desc(subscriptions.startsAt), desc(subscriptions.id));
}

export async function findPackageOf(
  db: TExecutor,
  providerId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<TSubscriptionRow | null> {
  const query = db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.id, id),
        eq(subscriptions.providerId, providerId),
        eq(subscriptions.kind, 'package'),
      ),
    )
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** How many live categories were chosen with each package's rights. */
export async function chosenCategoryCounts(
  db: TExecutor,
  packageIds: number[],
  now: Date,
): Promise<Map<number, number>> {
  if (packageIds.length === 0) return new Map();
  const rows = await db
    .select({
      packageId: subscriptions.packageSubscriptionId,
      n: sql<number>`coalesce(sum(cardinality(${subscriptions.categoryIds})), 0)::int`,
    })
    .from(subscriptions)
    .where(and(inArray(subscriptions.packageSubscriptionId, packageIds), live(now)))
    .groupBy(subscriptions.packageSubscriptionId);
  return new Map(rows.map((r) => [Number(r.packageId), Number(r.n)]));
}

/**
 * Ends subscriptions now: the package (or what a payment line delivered: `payment:<id>:<index>` and its
 * `…:<suffix>` rows) and the categories chosen with its rights. Those already ended keep their end.
 */
export async function endNow(
  db: TExecutor,
  input: { packageIds: number[]; deliveryKey?: string; now: Date; reason: string },
): Promise<TSubscriptionRow[]> {
  const { now } = input;
  const which = [
    ...(input.packageIds.length
      ? [
          inArray(subscriptions.id, input.packageIds),
          inArray(subscriptions.packageSubscriptionId, input.packageIds),
        ]
      : []),
    ...(input.deliveryKey
      ? [
          eq(subscriptions.deliveryKey, input.deliveryKey),
          like(subscriptions.deliveryKey, `${input.deliveryKey}:%`),
        ]
      : []),
  ];
  if (which.length === 0) return [];
  return db
    .update(subscriptions)
    .set({ status: 'cancelled', endsAt: now, autoRenew: false, cancelledAt: now, cancelReason: input.reason })
    .where(and(or(...which), live(now)))
    .returning();
}

/** The subscriptions a payment line delivered (`payment:<id>:<index>` and its `…:<suffix>` rows). */
export async function deliveredBy(db: TExecutor, deliveryKey: string): Promise<TSubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(
      or(eq(subscriptions.deliveryKey, deliveryKey), like(subscriptions.deliveryKey, `${deliveryKey}:%`)),
    );
}

/** Ends a package at its period's end: will be cancelled, no renewal. */
export async function markWillBeCancelled(
  db: TExecutor,
  id: number,
  now: Date,
): Promise<TSubscriptionRow | null> {
  const [row] = await db
    .update(subscriptions)
    .set({
      status: 'will_be_cancelled',
      autoRenew: false,
      cancelledAt: now,
      cancelReason: 'expire_at_period_end',
    })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'active'), gt(subscriptions.endsAt, now)))
    .returning();
  return row ?? null;
}

/** The session's counters: live category and package subscriptions, and whether a category one is among them. */
export async function liveSubscriptionCounts(db: TExecutor, providerId: number, now: Date) {
  const rows = await db
    .select({ kind: subscriptions.kind, n: sql<number>`count(*)::int` })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.providerId, providerId),
        inArray(subscriptions.kind, ['category', 'package']),
        live(now),
        sql`${subscriptions.startsAt} <= ${now}`,
      ),
    )
    .groupBy(subscriptions.kind);
  const of = (kind: string) => Number(rows.find((r) => r.kind === kind)?.n ?? 0);
  return { category: of('category'), package: of('package') };
}
