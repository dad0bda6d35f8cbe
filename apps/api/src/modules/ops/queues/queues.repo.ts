import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { TDb } from '../../../platform/db.ts';
import { operators } from '../operators/operators.table.ts';
import { opsQueueItems, type TQueueItemRow } from './queues.table.ts';

/** Inserts an item unless its dedupe key exists; answers the new row or undefined. */
export async function insertQueueItem(
  db: TDb,
  row: typeof opsQueueItems.$inferInsert,
): Promise<TQueueItemRow | undefined> {
  const [created] = await db
    .insert(opsQueueItems)
    .values(row)
    .onConflictDoNothing({ target: opsQueueItems.dedupeKey })
    .returning();
  return created;
}

export async function findQueueItemByKey(db: TDb, dedupeKey: string) {
  const [row] = await db.select().from(opsQueueItems).where(eq(opsQueueItems.dedupeKey, dedupeKey)).limit(1);
  return row;
}

const itemColumns = { item: opsQueueItems, assigneeName: operators.name };

export async function findQueueItem(db: TDb, id: number) {
  const [row] = await db
    .select(itemColumns)
    .from(opsQueueItems)
    .leftJoin(operators, eq(operators.id, opsQueueItems.assigneeId))
    .where(eq(opsQueueItems.id, id))
    .limit(1);
  return row;
}

/** Locks an open item for a change; undefined when it is unknown. */
export async function lockQueueItem(db: TDb, id: number) {
  const [row] = await db.select().from(opsQueueItems).where(eq(opsQueueItems.id, id)).for('update').limit(1);
  return row;
}

export async function updateQueueItem(
  db: TDb,
  id: number,
  patch: Partial<Pick<TQueueItemRow, 'assigneeId' | 'state' | 'resolvedAt' | 'resolvedBy' | 'note'>>,
) {
  const [row] = await db.update(opsQueueItems).set(patch).where(eq(opsQueueItems.id, id)).returning();
  return row;
}

/** Open items, overdue first, then by due time (the console home). */
export async function listOpenItems(db: TDb, limit: number) {
  return db
    .select(itemColumns)
    .from(opsQueueItems)
    .leftJoin(operators, eq(operators.id, opsQueueItems.assigneeId))
    .where(eq(opsQueueItems.state, 'open'))
    .orderBy(asc(opsQueueItems.dueAt), asc(opsQueueItems.id))
    .limit(limit);
}

/** Per kind: open items, overdue ones, the oldest open item's creation time. */
export async function queueCounts(db: TDb, now: Date) {
  return db
    .select({
      kind: opsQueueItems.kind,
      open: sql<number>`count(*)::int`,
      overdue: sql<number>`(count(*) filter (where ${lt(opsQueueItems.dueAt, now)}))::int`,
      oldest: sql<Date | string | null>`min(${opsQueueItems.createdAt})`,
    })
    .from(opsQueueItems)
    .where(and(eq(opsQueueItems.state, 'open')))
    .groupBy(opsQueueItems.kind);
}
