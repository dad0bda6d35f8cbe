import { CLIENT_VISIBLE_MATCH_STATUSES } from '@brifa/contracts';
import { and, asc, desc, eq, inArray, isNull, min, sql } from 'drizzle-orm';
import type { TDb } from '../../../platform/db.ts';
import { cities } from '../../catalogue/catalogue.table.ts';
import { providerMembers, providers } from '../../identity/accounts/providers.table.ts';
import { users } from '../../identity/users/users.table.ts';
import { offers, type TOfferRow } from '../offers/offers.table.ts';
import { matchedProviders, type TMatchedProviderRow } from './matching.table.ts';

/** A match with the agency card's fields (logo = the agency owner's profile image). */
const matchWithAgency = {
  match: matchedProviders,
  agency: {
    id: providers.id,
    name: providers.companyNickName,
    slug: providers.slug,
    shortDescription: providers.shortDescription,
    cityName: cities.name,
    logoUrl: users.imageSrc,
    rating: providers.ratingAverage,
    reviewCount: providers.reviewCount,
    verifiedReviewCount: providers.verifiedReviewCount,
  },
};

export type TMatchWithAgency = {
  match: TMatchedProviderRow;
  agency: {
    id: number;
    name: string;
    slug: string;
    shortDescription: string;
    cityName: string | null;
    logoUrl: string | null;
    rating: number;
    reviewCount: number;
    verifiedReviewCount: number;
  };
};

function selectMatchesWithAgency(db: TDb) {
  return db
    .select(matchWithAgency)
    .from(matchedProviders)
    .innerJoin(providers, eq(providers.id, matchedProviders.providerId))
    .innerJoin(users, eq(users.id, providers.ownerUserId))
    .leftJoin(cities, eq(cities.id, providers.cityId));
}

/**
 * The offer's matches the client can act on (waiting or responded): agencies that responded first, then by
 * score, then in the order they were matched.
 */
export async function listVisibleMatches(db: TDb, offerId: number): Promise<TMatchWithAgency[]> {
  return selectMatchesWithAgency(db)
    .where(
      and(
        eq(matchedProviders.offerId, offerId),
        inArray(matchedProviders.status, [...CLIENT_VISIBLE_MATCH_STATUSES]),
      ),
    )
    .orderBy(
      sql`case when ${matchedProviders.status} = 'responded' then 0 else 1 end`,
      desc(matchedProviders.score),
      asc(matchedProviders.id),
    );
}

/** One match with its agency card and its (undeleted) offer; undefined when either is missing. */
export async function findMatchWithOffer(
  db: TDb,
  matchId: number,
): Promise<(TMatchWithAgency & { offer: TOfferRow }) | undefined> {
  const rows = await db
    .select({ ...matchWithAgency, offer: offers })
    .from(matchedProviders)
    .innerJoin(offers, eq(offers.id, matchedProviders.offerId))
    .innerJoin(providers, eq(providers.id, matchedProviders.providerId))
    .innerJoin(users, eq(users.id, providers.ownerUserId))
    .leftJoin(cities, eq(cities.id, providers.cityId))
    .where(and(eq(matchedProviders.id, matchId), isNull(offers.deletedAt)))
    .limit(1);
  return rows[0];
}

/** Whether the user works for the agency (owner or team member). */
export async function isProviderMember(db: TDb, userId: number, providerId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: providerMembers.userId })
    .from(providerMembers)
    .where(and(eq(providerMembers.userId, userId), eq(providerMembers.providerId, providerId)))
    .limit(1);
  return rows.length > 0;
}

export async function cityName(db: TDb, cityId: number): Promise<string | null> {
  const rows = await db.select({ name: cities.name }).from(cities).where(eq(cities.id, cityId)).limit(1);
  return rows[0]?.name ?? null;
}

/** Sets a first-time timestamp only once (the first open counts, later ones do not move it). */
export async function markClientSeen(db: TDb, matchId: number, now: Date) {
  await db
    .update(matchedProviders)
    .set({ clientSeenAt: now })
    .where(and(eq(matchedProviders.id, matchId), isNull(matchedProviders.clientSeenAt)));
}

export async function markProviderViewed(db: TDb, matchId: number, now: Date) {
  await db
    .update(matchedProviders)
    .set({ providerViewedAt: now })
    .where(and(eq(matchedProviders.id, matchId), isNull(matchedProviders.providerViewedAt)));
}

/** The client's own notes on a match; acting on a match also counts as having opened it. */
export async function updateClientFlags(
  db: TDb,
  matchId: number,
  values: Pick<Partial<TMatchedProviderRow>, 'clientMark' | 'isWatchlisted'>,
  now: Date,
) {
  await db
    .update(matchedProviders)
    .set({ ...values, clientSeenAt: sql`coalesce(${matchedProviders.clientSeenAt}, ${now})` })
    .where(eq(matchedProviders.id, matchId));
}

/**
 * Agrees the offer with one match in a single statement, so two tabs (or two agencies' matches) cannot both
 * win: only an active or stopped offer with nobody chosen yet, and only a match still waiting or responded.
 */
export async function agreeOffer(
  db: TDb,
  offerId: number,
  matchId: number,
  now: Date,
): Promise<TOfferRow | undefined> {
  const rows = await db
    .update(offers)
    .set({ state: 'agreed', agreedMatchId: matchId, stoppedAt: null })
    .where(
      and(
        eq(offers.id, offerId),
        inArray(offers.state, ['active', 'stopped']),
        isNull(offers.agreedMatchId),
        isNull(offers.deletedAt),
        sql`exists (select 1 from ${matchedProviders} where ${matchedProviders.id} = ${matchId}
          and ${matchedProviders.offerId} = ${offerId}
          and ${matchedProviders.status} in ('waiting', 'responded'))`,
      ),
    )
    .returning();
  if (rows[0]) {
    await db
      .update(matchedProviders)
      .set({ clientSeenAt: sql`coalesce(${matchedProviders.clientSeenAt}, ${now})` })
      .where(eq(matchedProviders.id, matchId));
  }
  return rows[0];
}

/** OfferMetric figures: every match ever made for the offer counts for views and the first response. */
export async function offerMetricFigures(db: TDb, offerId: number) {
  const rows = await db
    .select({
      views: sql<number>`count(*) filter (where ${matchedProviders.providerViewedAt} is not null)`.mapWith(
        Number,
      ),
      responses: sql<number>`count(*) filter (where ${matchedProviders.status} = 'responded')`.mapWith(
        Number,
      ),
      matched:
        sql<number>`count(*) filter (where ${matchedProviders.status} in ('waiting', 'responded'))`.mapWith(
          Number,
        ),
      firstResponseAt: min(matchedProviders.respondedAt),
    })
    .from(matchedProviders)
    .where(eq(matchedProviders.offerId, offerId));
  const row = rows[0];
  return {
    views: row?.views ?? 0,
    responses: row?.responses ?? 0,
    matched: row?.matched ?? 0,
    firstResponseAt: row?.firstResponseAt ?? null,
  };
}
