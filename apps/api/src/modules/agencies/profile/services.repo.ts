import { and, asc, countDistinct, eq } from 'drizzle-orm';
import type { TDb, TExecutor } from '../../../platform/db.ts';
import { providerServices } from './services.table.ts';

export type TServiceRow = typeof providerServices.$inferSelect;
export type TServiceValues = Pick<
  typeof providerServices.$inferInsert,
  'categoryId' | 'name' | 'priceKurus' | 'skills' | 'description' | 'level'
>;

export function listServices(db: TExecutor, providerId: number) {
  return db
    .select()
    .from(providerServices)
    .where(eq(providerServices.providerId, providerId))
    .orderBy(asc(providerServices.categoryId), asc(providerServices.id));
}

export async function insertService(db: TExecutor, providerId: number, values: TServiceValues, now: Date) {
  const [row] = await db
    .insert(providerServices)
    .values({ ...values, providerId, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updateService(
  db: TExecutor,
  providerId: number,
  id: number,
  values: TServiceValues,
  now: Date,
) {
  const [row] = await db
    .update(providerServices)
    .set({ ...values, updatedAt: now })
    .where(and(eq(providerServices.id, id), eq(providerServices.providerId, providerId)))
    .returning();
  return row;
}

export async function deleteService(db: TDb, providerId: number, id: number) {
  const rows = await db
    .delete(providerServices)
    .where(and(eq(providerServices.id, id), eq(providerServices.providerId, providerId)))
    .returning({ id: providerServices.id });
  return rows.length > 0;
}

/** Distinct agencies (approved or not) with at least one service, per category id. */
export async function countAgenciesByCategory(db: TDb): Promise<Map<number, number>> {
  const rows = await db
    .select({ categoryId: providerServices.categoryId, count: countDistinct(providerServices.providerId) })
    .from(providerServices)
    .groupBy(providerServices.categoryId);
  return new Map(rows.map((row) => [row.categoryId, Number(row.count)]));
}
