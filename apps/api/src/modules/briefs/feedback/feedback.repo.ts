import { and, desc, eq, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { TDb } from '../../../platform/db.ts';
import { categories } from '../../catalogue/catalogue.table.ts';
import { providerMembers, providers } from '../../identity/accounts/providers.table.ts';
import { users } from '../../identity/users/users.table.ts';
import { matchedProviders } from '../matching/matching.table.ts';
import { offers } from '../offers/offers.table.ts';
import { matchFeedbacks, offerFeedbacks } from './feedback.table.ts';

/** Agencies the client sees as matched (declined and expired slots went to other agencies). */
const VISIBLE = ['waiting', 'responded'] as const;

export type TOfferFeedbackRow = typeof offerFeedbacks.$inferSelect;
export type TMatchFeedbackRow = typeof matchFeedbacks.$inferSelect;

const offerColumns = {
  id: offers.id,
  key: offers.key,
  userId: offers.userId,
  state: offers.state,
  companyName: offers.companyName,
  accessToken: offers.accessToken,
  createdAt: offers.createdAt,
  categoryTr: categories.nameTr,
  categoryEn: categories.nameEn,
};

/** An undeleted offer by its public key, with what the feedback screens show of it. */
export async function findOfferForFeedback(db: TDb, key: string) {
  const rows = await db
    .select(offerColumns)
    .from(offers)
    .innerJoin(categories, eq(categories.id, offers.categoryId))
    .where(and(eq(offers.key, key), isNull(offers.deletedAt)))
    .limit(1);
  return rows[0];
}

export async function findOfferForFeedbackById(db: TDb, id: number) {
  const rows = await db
    .select(offerColumns)
    .from(offers)
    .innerJoin(categories, eq(categories.id, offers.categoryId))
    .where(and(eq(offers.id, id), isNull(offers.deletedAt)))
    .limit(1);
  return rows[0];
}

export type TFeedbackOfferRow = NonNullable<Awaited<ReturnType<typeof findOfferForFeedback>>>;

/** The offer's visible matched agencies with the client's outcome for each, in match order. */
export async function selectMatchesWithFeedback(db: TDb, offerId: number) {
  return db
    .select({
      matchId: matchedProviders.id,
      status: matchedProviders.status,
      providerId: providers.id,
      name: providers.companyNickName,
      slug: providers.slug,
      feedback: matchFeedbacks,
    })
    .from(matchedProviders)
    .innerJoin(providers, eq(providers.id, matchedProviders.providerId))
    .leftJoin(matchFeedbacks, eq(matchFeedbacks.matchedProviderId, matchedProviders.id))
    .where(and(eq(matchedProviders.offerId, offerId), inArray(matchedProviders.status, [...VISIBLE])))
    .orderBy(matchedProviders.createdAt, matchedProviders.id);
}

export async function findVisibleMatch(db: TDb, offerId: number, matchId: number) {
  const rows = await db
    .select({
      id: matchedProviders.id,
      providerId: providers.id,
      name: providers.companyNickName,
      slug: providers.slug,
    })
    .from(matchedProviders)
    .innerJoin(providers, eq(providers.id, matchedProviders.providerId))
    .where(
      and(
        eq(matchedProviders.id, matchId),
        eq(matchedProviders.offerId, offerId),
        inArray(matchedProviders.status, [...VISIBLE]),
      ),
    )
    .limit(1);
  return rows[0];
}

/** A match of this offer whose agency has `userId` as owner or team member. */
export async function findMatchOfMember(db: TDb, offerId: number, userId: number) {
  const rows = await db
    .select({ id: matchedProviders.id, feedback: matchFeedbacks })
    .from(matchedProviders)
    .innerJoin(providerMembers, eq(providerMembers.providerId, matchedProviders.providerId))
    .leftJoin(matchFeedbacks, eq(matchFeedbacks.matchedProviderId, matchedProviders.id))
    .where(and(eq(matchedProviders.offerId, offerId), eq(providerMembers.userId, userId)))
    .limit(1);
  return rows[0];
}

export async function findOfferFeedbackByOffer(
  db: TDb,
  offerId: number,
): Promise<TOfferFeedbackRow | undefined> {
  const rows = await db
    .select()
    .from(offerFeedbacks)
    .where(eq(offerFeedbacks.offerId, offerId))
    .orderBy(desc(offerFeedbacks.id))
    .limit(1);
  return rows[0];
}

export async function findOfferFeedbackById(db: TDb, id: number): Promise<TOfferFeedbackRow | undefined> {
  const rows = await db.select().from(offerFeedbacks).where(eq(offerFeedbacks.id, id)).limit(1);
  return rows[0];
}

export async function insertOfferFeedback(
  db: TDb,
  row: typeof offerFeedbacks.$inferInsert,
): Promise<TOfferFeedbackRow> {
  return (await db.insert(offerFeedbacks).values(row).returning())[0]!;
}

export async function updateOfferFeedback(
  db: TDb,
  id: number,
  values: Pick<typeof offerFeedbacks.$inferInsert, 'status' | 'reasonCode' | 'note' | 'answeredAt'>,
): Promise<TOfferFeedbackRow> {
  return (await db.update(offerFeedbacks).set(values).where(eq(offerFeedbacks.id, id)).returning())[0]!;
}

export async function findMatchFeedbackById(db: TDb, id: number) {
  const rows = await db
    .select({
      feedback: matchFeedbacks,
      providerId: providers.id,
      name: providers.companyNickName,
      slug: providers.slug,
    })
    .from(matchFeedbacks)
    .innerJoin(matchedProviders, eq(matchedProviders.id, matchFeedbacks.matchedProviderId))
    .innerJoin(providers, eq(providers.id, matchedProviders.providerId))
    .where(eq(matchFeedbacks.id, id))
    .limit(1);
  return rows[0];
}

/** One outcome per matched agency: a second answer replaces the first. */
export async function upsertMatchFeedback(
  db: TDb,
  row: Omit<typeof matchFeedbacks.$inferInsert, 'id'>,
): Promise<TMatchFeedbackRow> {
  const rows = await db
    .insert(matchFeedbacks)
    .values(row)
    .onConflictDoUpdate({
      target: matchFeedbacks.matchedProviderId,
      set: { outcome: row.outcome, reasonCode: row.reasonCode, note: row.note, updatedAt: row.updatedAt },
    })
    .returning();
  return rows[0]!;
}

export async function updateMatchFeedback(
  db: TDb,
  id: number,
  values: Pick<typeof matchFeedbacks.$inferInsert, 'outcome' | 'reasonCode' | 'note' | 'updatedAt'>,
): Promise<TMatchFeedbackRow> {
  return (await db.update(matchFeedbacks).set(values).where(eq(matchFeedbacks.id, id)).returning())[0]!;
}

/**
 * Projects to ask about: the client's own, undeleted and not closed, created before `createdBefore`, with at
 * least one visible matched agency and no answered overall feedback. Newest first.
 */
export async function selectPendingFeedbackOffers(db: TDb, userId: number, createdBefore: Date) {
  const matched = sql<number>`(select count(*) from ${matchedProviders} mp
    where mp.offer_id = ${offers.id} and mp.status in ('waiting', 'responded'))`.mapWith(Number);
  return db
    .select({
      ...offerColumns,
      matched,
      feedbackId: sql<number | null>`(select f.id from ${offerFeedbacks} f
        where f.offer_id = ${offers.id} order by f.id desc limit 1)`.mapWith((value) =>
        value === null ? null : Number(value),
      ),
    })
    .from(offers)
    .innerJoin(categories, eq(categories.id, offers.categoryId))
    .where(
      and(
        eq(offers.userId, userId),
        isNull(offers.deletedAt),
        ne(offers.state, 'closed'),
        lte(offers.createdAt, createdBefore),
        sql`${matched} > 0`,
        sql`not exists (select 1 from ${offerFeedbacks} f
          where f.offer_id = ${offers.id} and f.answered_at is not null)`,
      ),
    )
    .orderBy(desc(offers.createdAt), desc(offers.id));
}

export async function findUserForEmail(db: TDb, userId: number) {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0];
}

/**
 * Projects old enough to ask about (created before `createdBefore`, after `createdAfter`), not closed or
 * deleted, with a matched agency, and never asked: the scheduled job e-mails their clients.
 */
export async function selectOffersDueForFeedbackRequest(
  db: TDb,
  window: { createdAfter: Date; createdBefore: Date },
  limit: number,
) {
  const rows = await db
    .select({ id: offers.id })
    .from(offers)
    .where(
      and(
        isNull(offers.deletedAt),
        ne(offers.state, 'closed'),
        lte(offers.createdAt, window.createdBefore),
        gt(offers.createdAt, window.createdAfter),
        sql`exists (select 1 from ${matchedProviders} mp
          where mp.offer_id = ${offers.id} and mp.status in ('waiting', 'responded'))`,
        sql`not exists (select 1 from ${offerFeedbacks} f where f.offer_id = ${offers.id})`,
      ),
    )
    .orderBy(offers.createdAt)
    .limit(limit);
  return rows.map((row) => row.id);
}
