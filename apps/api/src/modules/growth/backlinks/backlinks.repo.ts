import { asc, eq, lte } from 'drizzle-orm';
import type { TDb, TExecutor } from '../../../platform/db.ts';
import { providers } from '../../identity/accounts/providers.table.ts';
import { backlinks, type TBacklinkRow } from './backlinks.table.ts';

export async function findBacklink(db: TExecutor, providerId: number): Promise<TBacklinkRow | undefined> {
  return (await db.select().from(backlinks).where(eq(backlinks.providerId, providerId)).limit(1))[0];
}

export async function saveBacklink(db: TExecutor, row: typeof backlinks.$inferInsert): Promise<TBacklinkRow> {
  const { providerId, createdAt, ...change } = row;
  const [saved] = await db
    .insert(backlinks)
    .values(row)
    .onConflictDoUpdate({ target: backlinks.providerId, set: change })
    .returning();
  return saved!;
}

export async function markRewarded(db: TExecutor, providerId: number, now: Date): Promise<void> {
  await db.update(backlinks).set({ rewardedAt: now }).where(eq(backlinks.providerId, providerId));
}

export async function listDueBacklinks(db: TDb, now: Date, limit: number): Promise<TBacklinkRow[]> {
  return db
    .select()
    .from(backlinks)
    .where(lte(backlinks.nextCheckAt, now))
    .orderBy(asc(backlinks.nextCheckAt))
    .limit(limit);
}

/** What the badge shows of an agency (read model): name and rating, by slug. */
export async function badgeFacts(db: TDb, slug: string) {
  const [row] = await db
    .select({
      name: providers.companyNickName,
      rating: providers.ratingAverage,
      reviewCount: providers.reviewCount,
    })
    .from(providers)
    .where(eq(providers.slug, slug))
    .limit(1);
  return row;
}
