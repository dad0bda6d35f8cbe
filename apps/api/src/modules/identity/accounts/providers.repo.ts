import { and, eq, like, or, sql } from 'drizzle-orm';
import type { TDb, TExecutor } from '../../../platform/db.ts';
import { cities, districts } from '../../catalogue/catalogue.table.ts';
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

/** Records that the agency accepted this version of the contract; a second acceptance of it changes nothing. */
export async function recordContractAcceptance(db: TDb, id: number, version: string, now: Date) {
  await db
    .update(providers)
    .set({ contractVersion: version, contractAcceptedAt: now, updatedAt: now })
    .where(and(eq(providers.id, id), sql`${providers.contractVersion} is distinct from ${version}`));
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

/** The agency's profile level (agencies computes it). */
export async function storeProfileLevel(db: TExecutor, providerId: number, level: number, now: Date) {
  await db.update(providers).set({ profileLevel: level, updatedAt: now }).where(eq(providers.id, providerId));
}

/** Marks the one-time credit as granted; true only for the call that marked it. */
export async function markProfileCredit(db: TExecutor, providerId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(providers)
    .set({ profileCreditGrantedAt: now })
    .where(sql`${providers.id} = ${providerId} and ${providers.profileCreditGrantedAt} is null`)
    .returning({ id: providers.id });
  return rows.length > 0;
}

/** An approved agency by slug (or numeric id), with its city and district names. */
export async function findPublicAgency(db: TExecutor, idOrSlug: string) {
  const byId = /^\d{1,15}$/.test(idOrSlug) ? Number(idOrSlug) : null;
  const [row] = await db
    .select({ provider: providers, city: cities.name, district: districts.name })
    .from(providers)
    .leftJoin(cities, eq(cities.id, providers.cityId))
    .leftJoin(districts, eq(districts.id, providers.districtId))
    .where(
      and(
        eq(providers.isApproved, true),
        byId === null
          ? eq(providers.slug, idOrSlug)
          : or(eq(providers.id, byId), eq(providers.slug, idOrSlug)),
      ),
    )
    .limit(1);
  return row;
}

/** The agency's rating (verified visible reviews) and review counts, kept on its row (reviews computes them). */
export async function storeAgencyRating(
  db: TExecutor,
  providerId: number,
  rating: { ratingAverage: number; verifiedReviewCount: number; reviewCount: number },
) {
  await db.update(providers).set(rating).where(eq(providers.id, providerId));
}
