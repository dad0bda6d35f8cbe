import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { TExecutor } from '../../../platform/db.ts';
import { customServiceRequests } from './custom-service.table.ts';
import { subscriptions } from './subscriptions.table.ts';

/** pg_advisory_xact_lock(namespace, providerId): one agency's boosts change one at a time (their chain of dates). */
const BOOST_LOCK_SPACE = 4_219;

export type TBoostRow = typeof subscriptions.$inferSelect;

export async function lockProviderBoosts(db: TExecutor, providerId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${BOOST_LOCK_SPACE}::int, ${providerId}::int)`);
}

/**
 * When the agency's running or queued boosts (active or continued, not over) end: a new or resumed boost
 * starts then, not over one already bought. Null when none is running.
 */
export async function boostsEndAt(
  db: TExecutor,
  providerId: number,
  now: Date,
  exceptId?: number,
): Promise<Date | null> {
  const [row] = await db
    .select({ until: sql<Date | string | null>`max(${subscriptions.endsAt})` })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.providerId, providerId),
        eq(subscriptions.kind, 'boost'),
        sql`${subscriptions.status} in ('active', 'continue')`,
        gt(subscriptions.endsAt, now),
        exceptId === undefined ? sql`true` : sql`${subscriptions.id} <> ${exceptId}`,
      ),
    );
  return row?.until ? new Date(row.until) : null;
}

/** One boost per payment line (deliveryKey): a repeated delivery inserts nothing. */
export async function insertBoost(
  db: TExecutor,
  values: {
    providerId: number;
    days: number;
    priceKurus: number;
    startsAt: Date;
    endsAt: Date;
    deliveryKey: string;
    createdAt: Date;
  },
): Promise<void> {
  await db
    .insert(subscriptions)
    .values({ ...values, kind: 'boost', status: 'active', autoRenew: false })
    .onConflictDoNothing({ target: subscriptions.deliveryKey });
}

export async function findBoost(
  db: TExecutor,
  providerId: number,
  id: number,
): Promise<TBoostRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.id, id),
        eq(subscriptions.providerId, providerId),
        eq(subscriptions.kind, 'boost'),
      ),
    );
  return row;
}

export async function updateBoost(
  db: TExecutor,
  id: number,
  set: Pick<Partial<TBoostRow>, 'status' | 'startsAt' | 'endsAt' | 'stoppedAt'>,
): Promise<TBoostRow> {
  const [row] = await db.update(subscriptions).set(set).where(eq(subscriptions.id, id)).returning();
  return row!;
}

/** The agency's boosts, newest first. */
export async function listBoosts(
  db: TExecutor,
  providerId: number,
  page: { pageIndex: number; pageSize: number },
): Promise<{ rows: TBoostRow[]; total: number }> {
  const where = and(eq(subscriptions.providerId, providerId), eq(subscriptions.kind, 'boost'));
  const rows = await db
    .select()
    .from(subscriptions)
    .where(where)
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(page.pageSize)
    .offset(page.pageIndex * page.pageSize);
  const [total] = await db.select({ n: count() }).from(subscriptions).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function insertCustomServiceRequest(
  db: TExecutor,
  values: typeof customServiceRequests.$inferInsert,
): Promise<typeof customServiceRequests.$inferSelect> {
  const [row] = await db.insert(customServiceRequests).values(values).returning();
  return row!;
}
