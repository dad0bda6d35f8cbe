import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../../platform/db.ts';
import { operators } from '../operators/operators.table.ts';
import { opsAuditLog } from './audit.table.ts';

/** The only write: rows are never updated or deleted (and a trigger refuses it). */
export async function insertAuditRow(db: TDb, row: typeof opsAuditLog.$inferInsert) {
  await db.insert(opsAuditLog).values(row);
}

export type TAuditFilter = {
  operatorId?: number | undefined;
  action?: string | undefined;
  subjectType?: string | undefined;
  subjectId?: string | undefined;
  from?: Date | undefined;
  /** Exclusive. */
  until?: Date | undefined;
};

export async function listAuditRows(db: TDb, filter: TAuditFilter, page: { limit: number; offset: number }) {
  const conditions: SQL[] = [];
  if (filter.operatorId) conditions.push(eq(opsAuditLog.operatorId, filter.operatorId));
  if (filter.action) conditions.push(eq(opsAuditLog.action, filter.action));
  if (filter.subjectType) conditions.push(eq(opsAuditLog.subjectType, filter.subjectType));
  if (filter.subjectId) conditions.push(eq(opsAuditLog.subjectId, filter.subjectId));
  if (filter.from) conditions.push(gte(opsAuditLog.at, filter.from));
  if (filter.until) conditions.push(lt(opsAuditLog.at, filter.until));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        row: opsAuditLog,
        operatorName: operators.name,
        operatorEmail: operators.email,
      })
      .from(opsAuditLog)
      .leftJoin(operators, eq(operators.id, opsAuditLog.operatorId))
      .where(where)
      .orderBy(desc(opsAuditLog.at), desc(opsAuditLog.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: sql<number>`count(*)::int` }).from(opsAuditLog).where(where),
  ]);
  return { rows, total: count?.count ?? 0 };
}

/**
 * Whether an action with this form key was already audited (a retried or doubled request), after waiting for any
 * other transaction holding the same key (pg_advisory_xact_lock until this transaction ends).
 */
export async function auditedWithKey(db: TDb, action: string, key: string): Promise<boolean> {
  await db.execute(sql`select pg_advisory_xact_lock(4231, hashtext(${`${action}:${key}`}::text))`);
  const [row] = await db
    .select({ id: opsAuditLog.id })
    .from(opsAuditLog)
    .where(and(eq(opsAuditLog.action, action), sql`${opsAuditLog.after} ->> 'idempotencyKey' = ${key}`))
    .limit(1);
  return Boolean(row);
}
