import {
  OFFER_COMMUNICATION_LIMIT,
  POOL_MAX_AGE_DAYS,
  POOL_RESPONSE_LIMIT,
  type TPoolQuery,
} from '@brifa/contracts';
import { and, count, desc, eq, gt, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { TDb, TExecutor } from '../../../platform/db.ts';
import { providerServices } from '../../agencies/profile/services.table.ts';
import { categories, cities, sectors } from '../../catalogue/catalogue.table.ts';
import { users } from '../../identity/users/users.table.ts';
import { matchedProviders } from '../matching/matching.table.ts';
import { offers, type TOfferRow } from '../offers/offers.table.ts';
import type { TBriefClient } from './agency-view.ts';
import { briefTextMatches, clientColumns, clientOf } from './opportunities.repo.ts';
import type { TBriefNames } from './opportunity-view.ts';

const DAY_MS = 86_400_000;

const responses = sql<number>`(select count(*) from ${matchedProviders} r
  where r.offer_id = ${offers.id} and r.status = 'responded')`.mapWith(Number);
const unlocked = sql<number>`(select count(*) from ${matchedProviders} u
  where u.offer_id = ${offers.id} and u.access_at is not null)`.mapWith(Number);

/**
 * Offers in the pool for one agency: open, past their 24-hour window with fewer than 5 responding agencies,
 * not older than POOL_MAX_AGE_DAYS, below the communication limit, and not already the agency's own.
 */
function poolConditions(providerId: number, now: Date, options: { includeFull?: boolean } = {}): SQL[] {
  const conditions = [
    eq(offers.state, 'active'),
    isNull(offers.deletedAt),
    isNull(offers.invalidReason),
    lte(offers.windowEndsAt, now),
    gt(offers.createdAt, new Date(now.getTime() - POOL_MAX_AGE_DAYS * DAY_MS)),
    sql`not exists (select 1 from ${matchedProviders} m where m.offer_id = ${offers.id} and m.provider_id = ${providerId})`,
  ];
  if (!options.includeFull) {
    conditions.push(
      sql`${responses} < ${POOL_RESPONSE_LIMIT}`,
      sql`${unlocked} < ${OFFER_COMMUNICATION_LIMIT}`,
    );
  }
  return conditions;
}

const columns = {
  offer: offers,
  categoryTr: categories.nameTr,
  categoryEn: categories.nameEn,
  sectorTr: sectors.nameTr,
  sectorEn: sectors.nameEn,
  cityName: cities.name,
  ...clientColumns,
  responses,
};

function selectPool(db: TExecutor) {
  return db
    .select({ ...columns, unlocked })
    .from(offers)
    .innerJoin(users, eq(users.id, offers.userId))
    .innerJoin(categories, eq(categories.id, offers.categoryId))
    .innerJoin(sectors, eq(sectors.id, offers.sectorId))
    .leftJoin(cities, eq(cities.id, offers.cityId));
}

export type TPoolRow = TBriefNames & {
  offer: TOfferRow;
  client: TBriefClient;
  responses: number;
  unlocked: number;
};

function toPoolRow(row: Awaited<ReturnType<ReturnType<typeof selectPool>['where']>>[number]): TPoolRow {
  return {
    offer: row.offer,
    client: clientOf(row),
    category: { tr: row.categoryTr, en: row.categoryEn },
    sector: { tr: row.sectorTr, en: row.sectorEn },
    cityName: row.cityName,
    responses: row.responses,
    unlocked: row.unlocked,
  };
}

export async function pagePool(db: TDb, providerId: number, query: TPoolQuery, now: Date) {
  const conditions = poolConditions(providerId, now);
  if (query.CategoryId) conditions.push(eq(offers.categoryId, query.CategoryId));
  if (query.SectorId) conditions.push(eq(offers.sectorId, query.SectorId));
  if (query.Type === 'my_categories') {
    conditions.push(
      sql`${offers.categoryId} in (select ${providerServices.categoryId} from ${providerServices}
        where ${providerServices.providerId} = ${providerId})`,
    );
  }
  // A pool brief is never open to the agency browsing the pool.
  if (query.Search) conditions.push(briefTextMatches(query.Search, sql`false`));
  const rows = await selectPool(db)
    .where(and(...conditions))
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(query.PageSize)
    .offset(query.PageIndex * query.PageSize);
  const [total] = await db
    .select({ n: count() })
    .from(offers)
    .innerJoin(categories, eq(categories.id, offers.categoryId))
    .innerJoin(sectors, eq(sectors.id, offers.sectorId))
    .where(and(...conditions));
  return { rows: rows.map(toPoolRow), total: total?.n ?? 0 };
}

/**
 * One pool offer for the agency, or undefined when it is not in its pool. With `includeFull`, also one
 * that left the pool because enough agencies took it (so the agency hears why, not "not found").
 */
export async function findPoolOffer(
  db: TExecutor,
  providerId: number,
  offerKey: string,
  now: Date,
  options: { includeFull?: boolean } = {},
) {
  const rows = await selectPool(db)
    .where(and(eq(offers.key, offerKey), ...poolConditions(providerId, now, options)))
    .limit(1);
  return rows[0] ? toPoolRow(rows[0]) : undefined;
}

export async function countPoolContactsSince(
  db: TExecutor,
  providerId: number,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(matchedProviders)
    .where(
      and(
        eq(matchedProviders.providerId, providerId),
        eq(matchedProviders.source, 'pool'),
        gt(matchedProviders.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** The agency takes a pool brief: a match it already has access to (it did not come from the engine). */
export async function insertPoolMatch(db: TExecutor, offerId: number, providerId: number, now: Date) {
  const rows = await db
    .insert(matchedProviders)
    .values({
      offerId,
      providerId,
      source: 'pool',
      status: 'responded',
      score: 0,
      reasons: [],
      createdAt: now,
      respondBy: now,
      respondedAt: now,
      accessAt: now,
      accessSource: 'pool',
      providerViewedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: matchedProviders.id });
  return rows[0]?.id;
}
