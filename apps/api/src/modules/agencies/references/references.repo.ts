import { and, asc, eq, sql } from 'drizzle-orm';
import type { TDb, TExecutor } from '../../../platform/db.ts';
import { providerReferences } from './references.table.ts';

export function listReferences(db: TExecutor, providerId: number) {
  return db
    .select()
    .from(providerReferences)
    .where(eq(providerReferences.providerId, providerId))
    .orderBy(asc(providerReferences.sortOrder), asc(providerReferences.id));
}

/** Adds logos after the existing ones, in the order they were uploaded. */
export async function insertReferences(
  db: TExecutor,
  providerId: number,
  rows: Array<{ logoSrc: string; companyName: string }>,
) {
  const [last] = await db
    .select({ max: sql<number>`coalesce(max(${providerReferences.sortOrder}), -1)::int` })
    .from(providerReferences)
    .where(eq(providerReferences.providerId, providerId));
  const start = (last?.max ?? -1) + 1;
  await db
    .insert(providerReferences)
    .values(rows.map((row, index) => ({ providerId, ...row, sortOrder: start + index })));
}

export async function updateReference(db: TExecutor, providerId: number, id: number, companyName: string) {
  const rows = await db
    .update(providerReferences)
    .set({ companyName })
    .where(and(eq(providerReferences.id, id), eq(providerReferences.providerId, providerId)))
    .returning({ id: providerReferences.id });
  return rows.length > 0;
}

export async function deleteReference(db: TDb, providerId: number, id: number) {
  const rows = await db
    .delete(providerReferences)
    .where(and(eq(providerReferences.id, id), eq(providerReferences.providerId, providerId)))
    .returning({ id: providerReferences.id });
  return rows.length > 0;
}
