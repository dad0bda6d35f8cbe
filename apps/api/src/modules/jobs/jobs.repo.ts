import type { TJobState } from '@brifa/contracts';
import { and, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { TExecutor } from '../../platform/db.ts';
import { jobApplications, jobs, type TJobRow } from './jobs.table.ts';

export type TNewJob = typeof jobs.$inferInsert;

export async function insertJob(db: TExecutor, row: TNewJob): Promise<TJobRow> {
  const [created] = await db.insert(jobs).values(row).returning();
  return created!;
}

export async function findJob(db: TExecutor, id: number): Promise<TJobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

export async function lockJob(db: TExecutor, id: number): Promise<TJobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).for('update');
  return row;
}

/** Moves a post from one state to another (and sets the other fields) only if it is still in `from`. */
export async function moveJob(
  db: TExecutor,
  id: number,
  from: TJobState,
  set: Partial<TNewJob>,
): Promise<TJobRow | undefined> {
  const [row] = await db
    .update(jobs)
    .set(set)
    .where(and(eq(jobs.id, id), eq(jobs.state, from)))
    .returning();
  return row;
}

export async function jobsOfPoster(db: TExecutor, posterUserId: number) {
  return db
    .select()
    .from(jobs)
    .where(eq(jobs.posterUserId, posterUserId))
    .orderBy(desc(jobs.createdAt), desc(jobs.id));
}

export async function liveJobs(
  db: TExecutor,
  page: { index: number; size: number; city?: string | undefined },
) {
  const where = and(
    eq(jobs.state, 'live'),
    page.city ? sql`lower(${jobs.city}) = lower(${page.city})` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(jobs)
      .where(where)
      .orderBy(desc(jobs.publishedAt), desc(jobs.id))
      .limit(page.size)
      .offset(page.index * page.size),
    db.select({ n: count() }).from(jobs).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Every live post's id and the day it went live, newest first (the sitemap). */
export async function liveJobIds(db: TExecutor, limit: number) {
  return db
    .select({ id: jobs.id, publishedAt: jobs.publishedAt })
    .from(jobs)
    .where(eq(jobs.state, 'live'))
    .orderBy(desc(jobs.publishedAt), desc(jobs.id))
    .limit(limit);
}

export async function countView(db: TExecutor, id: number): Promise<void> {
  await db
    .update(jobs)
    .set({ views: sql`${jobs.views} + 1` })
    .where(eq(jobs.id, id));
}

export async function insertApplication(db: TExecutor, row: typeof jobApplications.$inferInsert) {
  const [created] = await db.insert(jobApplications).values(row).onConflictDoNothing().returning();
  return created;
}

export async function countApplications(db: TExecutor, jobId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(jobApplications).where(eq(jobApplications.jobId, jobId));
  return row?.n ?? 0;
}

/** Live posts whose days are over at `now`, moved to expired; answers their ids. */
export async function expireDueJobs(db: TExecutor, now: Date): Promise<number[]> {
  const rows = await db
    .update(jobs)
    .set({ state: 'expired' })
    .where(and(eq(jobs.state, 'live'), lte(jobs.expiresAt, now)))
    .returning({ id: jobs.id });
  return rows.map((row) => row.id);
}

export async function applicationsOf(db: TExecutor, jobIds: number[]) {
  if (jobIds.length === 0) return [];
  return db
    .select()
    .from(jobApplications)
    .where(inArray(jobApplications.jobId, jobIds))
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id));
}

export async function findApplication(db: TExecutor, id: number) {
  const [row] = await db.select().from(jobApplications).where(eq(jobApplications.id, id));
  return row;
}
