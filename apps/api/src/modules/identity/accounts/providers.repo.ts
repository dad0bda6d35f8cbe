import { and, eq, like } from 'drizzle-orm';
import type { TDb } from '../../../platform/db.ts';
import { providerMembers, providers } from './providers.table.ts';

export async function insertProvider(db: TDb, row: typeof providers.$inferInsert) {
  return (await db.insert(providers).values(row).returning())[0]!;
}

export async function insertMember(db: TDb, row: typeof providerMembers.$inferInsert) {
  await db.insert(providerMembers).values(row);
}

export async function slugsLike(db: TDb, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: providers.slug })
    .from(providers)
    .where(like(providers.slug, `${base}%`));
  return new Set(rows.map((row) => row.slug));
}

export async function findProviderById(db: TDb, id: number) {
  return (await db.select().from(providers).where(eq(providers.id, id)).limit(1))[0];
}

export async function updateProvider(
  db: TDb,
  id: number,
  values: Partial<typeof providers.$inferInsert>,
  now: Date,
) {
  await db
    .update(providers)
    .set({ ...values, updatedAt: now })
    .where(eq(providers.id, id));
}

export async function removeMember(db: TDb, providerId: number, userId: number) {
  const rows = await db
    .delete(providerMembers)
    .where(
      and(
        eq(providerMembers.providerId, providerId),
        eq(providerMembers.userId, userId),
        eq(providerMembers.role, 'member'),
      ),
    )
    .returning({ userId: providerMembers.userId });
  return rows.length > 0;
}
