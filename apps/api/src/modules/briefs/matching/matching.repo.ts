import { and, count, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { TDb } from '../../../platform/db.ts';
import {
  categories,
  cities,
  expertiseQuestions,
  expertises,
  sectors,
  technologies,
} from '../../catalogue/catalogue.table.ts';
import { providers } from '../../identity/accounts/providers.table.ts';
import { matchFeedbacks } from '../feedback/feedback.table.ts';
import { offers } from '../offers/offers.table.ts';
import { matchedProviders, offerOptionalProviders, providerMatchCategories } from './matching.table.ts';
import { FAIRNESS_SATURATION, MATCH_WEIGHTS } from './matching.weights.ts';

/**
 * Per offer: agencies matched now (waiting or responded) and those that responded (the client's offers).
 */
export async function countMatches(db: TDb, offerIds: number[]) {
  const result = new Map<number, { matched: number; responded: number }>();
  if (offerIds.length === 0) return result;
  const rows = await db
    .select({
      offerId: matchedProviders.offerId,
      matched: count(),
      responded: sql<number>`count(*) filter (where ${matchedProviders.status} = 'responded')`.mapWith(
        Number,
      ),
    })
    .from(matchedProviders)
    .where(
      and(
        inArray(matchedProviders.offerId, offerIds),
        inArray(matchedProviders.status, ['waiting', 'responded']),
      ),
    )
    .groupBy(matchedProviders.offerId);
  for (const row of rows) result.set(row.offerId, { matched: row.matched, responded: row.responded });
  return result;
}

/** Serialises matching runs of one offer (creation, replacement, extra match) across API processes. */
export async function lockOfferForMatching(db: TDb, offerId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(${MATCHING_LOCK_SPACE}::int, ${offerId}::int)`);
}
const MATCHING_LOCK_SPACE = 4_204;

/**
 * What a matching run reads about its offer, in one statement: the brief, its client's e-mail, the matches
 * it has (any status) and the agencies the client asked for, in the order asked.
 */
export async function selectOfferForMatching(db: TDb, offerId: number) {
  const rows = await db
    .select({
      offer: offers,
      clientEmail: sql<string | null>`(select u.email from users u where u.id = offers.user_id)`,
      matches: sql<{ id: number; providerId: number; status: string }[]>`coalesce((
        select json_agg(json_build_object('id', m.id, 'providerId', m.provider_id, 'status', m.status))
        from matched_providers m where m.offer_id = offers.id), '[]'::json)`,
      requestedIds: sql<number[]>`coalesce((
        select json_agg(r.provider_id order by r.id)
        from offer_optional_providers r join providers p on p.id = r.provider_id
        where r.offer_id = offers.id), '[]'::json)`,
    })
    .from(offers)
    .where(eq(offers.id, offerId))
    .limit(1);
  const row = rows[0];
  if (!row) return undefined;
  const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
  return {
    offer: row.offer,
    clientEmail: row.clientEmail,
    matches: json(row.matches).map((m) => ({ ...m, id: Number(m.id), providerId: Number(m.providerId) })),
    requestedIds: json(row.requestedIds).map(Number),
  };
}

export function selectOfferMatches(db: TDb, offerId: number) {
  return db.select().from(matchedProviders).where(eq(matchedProviders.offerId, offerId));
}

/** Agencies the client marked "not interested" or answered negatively about: they free a slot for extra match. */
export async function selectRejectedMatchIds(db: TDb, offerId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: matchedProviders.id })
    .from(matchedProviders)
    .leftJoin(matchFeedbacks, eq(matchFeedbacks.matchedProviderId, matchedProviders.id))
    .where(
      and(
        eq(matchedProviders.offerId, offerId),
        or(eq(matchedProviders.clientMark, 'not_interested'), isNotNull(matchFeedbacks.reasonCode)),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

export async function insertMatches(db: TDb, rows: (typeof matchedProviders.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db.insert(matchedProviders).values(rows).onConflictDoNothing().returning();
}

/** A new lead counts against the agency's fairness factor at once, not only at the next refresh. */
export async function countNewLeads(db: TDb, providerIds: number[]) {
  if (providerIds.length === 0) return;
  await db
    .update(providerMatchCategories)
    .set({
      recentLeads: sql`${providerMatchCategories.recentLeads} + 1`,
      priorScore: sql`${providerMatchCategories.priorScore} - case when ${providerMatchCategories.recentLeads} < ${FAIRNESS_SATURATION}
        then ${MATCH_WEIGHTS.fairness.recentLeads / FAIRNESS_SATURATION}::real else 0 end`,
    })
    .where(inArray(providerMatchCategories.providerId, providerIds));
}

/** Waiting matches whose 24 hours have passed become expired; answers the offers they belonged to. */
export async function expireWaitingMatches(db: TDb, now: Date) {
  return db
    .update(matchedProviders)
    .set({ status: 'expired', closedAt: now })
    .where(and(eq(matchedProviders.status, 'waiting'), lte(matchedProviders.respondBy, now)))
    .returning({ offerId: matchedProviders.offerId, providerId: matchedProviders.providerId });
}

export async function selectOptionalProviders(db: TDb, offerId: number) {
  return db
    .select({
      id: offerOptionalProviders.id,
      providerId: offerOptionalProviders.providerId,
      createdAt: offerOptionalProviders.createdAt,
      name: providers.companyNickName,
      slug: providers.slug,
    })
    .from(offerOptionalProviders)
    .innerJoin(providers, eq(providers.id, offerOptionalProviders.providerId))
    .where(eq(offerOptionalProviders.offerId, offerId))
    .orderBy(offerOptionalProviders.id);
}

export async function insertOptionalProviders(db: TDb, offerId: number, providerIds: number[], now: Date) {
  if (providerIds.length === 0) return;
  await db
    .insert(offerOptionalProviders)
    .values(providerIds.map((providerId) => ({ offerId, providerId, createdAt: now })))
    .onConflictDoNothing();
}

export async function selectExistingProviderIds(db: TDb, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: providers.id }).from(providers).where(inArray(providers.id, ids));
  return rows.map((row) => row.id);
}

/** The reference data the engine reads for every brief: small, and changed only by the seed. */
export async function selectMatchingReference(db: TDb) {
  // Sequential: may run inside the matching transaction, on one connection.
  const categoryRows = await db.select().from(categories);
  const sectorRows = await db.select().from(sectors);
  const cityRows = await db.select({ id: cities.id, name: cities.name }).from(cities);
  const expertiseRows = await db.select().from(expertises);
  const technologyRows = await db.select({ id: technologies.id, name: technologies.name }).from(technologies);
  const questionRows = await db.select().from(expertiseQuestions);
  return { categoryRows, sectorRows, cityRows, expertiseRows, technologyRows, questionRows };
}

export async function findProviderMatch(db: TDb, matchId: number, providerId: number) {
  const rows = await db
    .select()
    .from(matchedProviders)
    .where(and(eq(matchedProviders.id, matchId), eq(matchedProviders.providerId, providerId)));
  return rows[0];
}

/** A waiting match becomes declined; false when it no longer waits (answered, expired, declined). */
export async function declineWaitingMatch(db: TDb, matchId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(matchedProviders)
    .set({ status: 'declined', closedAt: now })
    .where(and(eq(matchedProviders.id, matchId), eq(matchedProviders.status, 'waiting')))
    .returning({ id: matchedProviders.id });
  return rows.length > 0;
}
