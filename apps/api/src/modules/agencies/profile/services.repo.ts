import { and, asc, eq } from 'drizzle-orm';
import type { TDb, TExecutor } from '../../../platform/db.ts';
import { providerServices } from '../../identity/accounts/providers.table.ts';

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
