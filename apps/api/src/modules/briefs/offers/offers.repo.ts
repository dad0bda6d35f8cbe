import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { TDb, TExecutor } from '../../../platform/db.ts';
import { providerMembers } from '../../identity/accounts/providers.table.ts';
import { matchedProviders } from '../matching/matching.table.ts';
import { offers, type TOfferRow } from './offers.table.ts';

export async function insertOffer(db: TDb, row: typeof offers.$inferInsert): Promise<TOfferRow> {
  return (await db.insert(offers).values(row).returning())[0]!;
}

/**
 * Inserts a brief unless the user already has one with the same idempotency key: a concurrent insert with
 * that key waits for the first transaction, then finds its row. Answers the new row, or undefined.
 */
export async function insertOfferOnce(
  db: TExecutor,
  row: typeof offers.$inferInsert & { idempotencyKey: string },
): Promise<TOfferRow | undefined> {
  const rows = await db
    .insert(offers)
    .values(row)
    .onConflictDoNothing({ target: [offers.userId, offers.idempotencyKey] })
    .returning();
  return rows[0];
}

/** The user's brief created with this idempotency key (deleted or not: a retry answers what it created). */
export async function findOfferByIdempotencyKey(
  db: TExecutor,
  userId: number,
  idempotencyKey: string,
): Promise<TOfferRow | undefined> {
  const rows = await db
    .select()
    .from(offers)
    .where(and(eq(offers.userId, userId), eq(offers.idempotencyKey, idempotencyKey)))
    .limit(1);
  return rows[0];
}

/** The client's own, undeleted offer by its public key. */
export async function findOwnOffer(db: TDb, userId: number, key: string): Promise<TOfferRow | undefined> {
  const rows = await db
    .select()
    .from(offers)
    .where(and(eq(offers.key, key), eq(offers.userId, userId), isNull(offers.deletedAt)))
    .limit(1);
  return rows[0];
}

export async function pageOwnOffers(db: TDb, userId: number, pageIndex: number, pageSize: number) {
  const where = and(eq(offers.userId, userId), isNull(offers.deletedAt));
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(offers)
      .where(where)
      .orderBy(desc(offers.createdAt), desc(offers.id))
      .limit(pageSize)
      .offset(pageIndex * pageSize),
    db.select({ n: count() }).from(offers).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** Changes an offer only if it is still in the state the caller saw (no lost update between two tabs). */
export async function updateOfferIfState(
  db: TDb,
  id: number,
  expected: TOfferRow['state'],
  values: Partial<typeof offers.$inferInsert>,
): Promise<TOfferRow | undefined> {
  const rows = await db
    .update(offers)
    .set(values)
    .where(and(eq(offers.id, id), eq(offers.state, expected), isNull(offers.deletedAt)))
    .returning();
  return rows[0];
}

export async function softDeleteOffer(db: TDb, id: number, now: Date) {
  await db.update(offers).set({ deletedAt: now }).where(eq(offers.id, id));
}

export async function findOfferById(db: TDb, id: number): Promise<TOfferRow | undefined> {
  const rows = await db.select().from(offers).where(eq(offers.id, id)).limit(1);
  return rows[0];
}

export async function updateOfferWindow(db: TDb, id: number, windowEndsAt: Date) {
  await db.update(offers).set({ windowEndsAt }).where(eq(offers.id, id));
}

export async function updateOfferFile(
  db: TDb,
  id: number,
  file: { fileKey: string; fileName: string; fileType: string; fileBytes: number },
) {
  await db.update(offers).set(file).where(eq(offers.id, id));
}

/** An undeleted offer that a member of an agency matched to it, with access to the client's details, may read. */
export async function findOfferWithAgencyAccess(db: TDb, userId: number, key: string) {
  const rows = await db
    .select({ offer: offers })
    .from(offers)
    .innerJoin(
      matchedProviders,
      and(eq(matchedProviders.offerId, offers.id), isNotNull(matchedProviders.accessAt)),
    )
    .innerJoin(
      providerMembers,
      and(eq(providerMembers.providerId, matchedProviders.providerId), eq(providerMembers.userId, userId)),
    )
    .where(and(eq(offers.key, key), isNull(offers.deletedAt)))
    .limit(1);
  return rows[0]?.offer;
}

export async function findOfferByKey(db: TExecutor, key: string): Promise<TOfferRow | undefined> {
  const [row] = await db.select().from(offers).where(eq(offers.key, key)).limit(1);
  return row;
}

/** Marks the brief invalid and closes it (an agreed one stays agreed); once. */
export async function markOfferInvalid(
  db: TExecutor,
  offerId: number,
  reason: 'unreachable' | 'fake' | 'duplicate',
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(offers)
    .set({
      invalidReason: reason,
      invalidatedAt: now,
      state: sql`case when ${offers.state} = 'agreed' then 'agreed' else 'closed' end`,
      closedAt: sql`coalesce(${offers.closedAt}, ${now})`,
    })
    .where(and(eq(offers.id, offerId), isNull(offers.invalidReason)))
    .returning({ id: offers.id });
  return rows.length > 0;
}
