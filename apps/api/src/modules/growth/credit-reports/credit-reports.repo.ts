import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { TDb } from '../../../platform/db.ts';
import { creditReports, type TCreditReportRow } from './credit-reports.table.ts';

export async function insertCreditReport(
  db: TDb,
  values: typeof creditReports.$inferInsert,
): Promise<TCreditReportRow> {
  const [row] = await db.insert(creditReports).values(values).returning();
  return row!;
}

export async function findCreditReport(db: TDb, id: number): Promise<TCreditReportRow | undefined> {
  return (await db.select().from(creditReports).where(eq(creditReports.id, id)).limit(1))[0];
}

export async function listReportsOfUser(db: TDb, userId: number, limit: number): Promise<TCreditReportRow[]> {
  return db
    .select()
    .from(creditReports)
    .where(eq(creditReports.userId, userId))
    .orderBy(desc(creditReports.requestedAt), desc(creditReports.id))
    .limit(limit);
}

export async function listPendingReports(db: TDb, limit: number): Promise<TCreditReportRow[]> {
  return db
    .select()
    .from(creditReports)
    .where(eq(creditReports.status, 'pending'))
    .orderBy(asc(creditReports.requestedAt))
    .limit(limit);
}

/** Stores the bureau's score once: a report already answered keeps its first answer. */
export async function answerReport(db: TDb, id: number, score: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(creditReports)
    .set({ status: 'ready', score, answeredAt: now })
    .where(and(eq(creditReports.id, id), eq(creditReports.status, 'pending')))
    .returning({ id: creditReports.id });
  return rows.length > 0;
}

export async function countAttempt(db: TDb, id: number, attempts: number): Promise<void> {
  await db.update(creditReports).set({ attempts }).where(eq(creditReports.id, id));
}

/** Marks a late report as noted (once); answers true the first time. */
export async function noteLate(db: TDb, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(creditReports)
    .set({ lateNotedAt: now })
    .where(
      and(eq(creditReports.id, id), eq(creditReports.status, 'pending'), lte(creditReports.answerBy, now)),
    )
    .returning({ id: creditReports.id });
  return rows.length > 0;
}
