import { and, desc, eq, isNull } from 'drizzle-orm';
import type { TExecutor } from '../../../platform/db.ts';
import { portfolioItems } from './portfolio.table.ts';

export type TPortfolioRow = typeof portfolioItems.$inferSelect;
export type TPortfolioValues = Omit<typeof portfolioItems.$inferInsert, 'id' | 'providerId' | 'createdAt'>;

const live = (providerId: number) =>
  and(eq(portfolioItems.providerId, providerId), isNull(portfolioItems.deletedAt));

export function listPortfolio(db: TExecutor, providerId: number) {
  return db
    .select()
    .from(portfolioItems)
    .where(live(providerId))
    .orderBy(desc(portfolioItems.createdAt), desc(portfolioItems.id));
}

/** One of the agency's own works; another agency's (or a deleted) work is not found. */
export async function findPortfolioItem(db: TExecutor, providerId: number, id: number) {
  const [row] = await db
    .select()
    .from(portfolioItems)
    .where(and(eq(portfolioItems.id, id), live(providerId)));
  return row;
}

export async function insertPortfolioItem(
  db: TExecutor,
  providerId: number,
  values: TPortfolioValues,
  now: Date,
) {
  const [row] = await db
    .insert(portfolioItems)
    .values({ ...values, providerId, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updatePortfolioItem(
  db: TExecutor,
  providerId: number,
  id: number,
  values: TPortfolioValues,
  now: Date,
) {
  const [row] = await db
    .update(portfolioItems)
    .set({ ...values, updatedAt: now })
    .where(and(eq(portfolioItems.id, id), live(providerId)))
    .returning();
  return row;
}

export async function softDeletePortfolioItem(db: TExecutor, providerId: number, id: number, now: Date) {
  const rows = await db
    .update(portfolioItems)
    .set({ deletedAt: now })
    .where(and(eq(portfolioItems.id, id), live(providerId)))
    .returning({ id: portfolioItems.id });
  return rows.length > 0;
}
