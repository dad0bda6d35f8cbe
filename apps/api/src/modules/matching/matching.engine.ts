import { PROJECT_VIEW_FEE_KURUS } from '@brifa/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { FAIRNESS_SATURATION, MATCH_WEIGHTS, RERANK_POOL } from './matching.weights.ts';

/** What the engine needs to know about one brief. Empty values mean "the brief does not say". */
export type TMatchQuery = {
  categoryId: number;
  cityId: number;
  /** The brief's city's region; null abroad. */
  region: string | null;
  budgetTry: number | null;
  sectorId: number;
  isDecisionMaker: boolean;
  personalEmail: boolean;
  isTender: boolean | null;
  audienceType: string | null;
  geoScope: string | null;
  businessType: string | null;
  turnover: string | null;
  companySize: string;
  /** The brief requires one of these (the category's technology question). */
  requiredTechnologyIds: number[];
  /** Named anywhere in the brief: a relevance signal. */
  mentionedTechnologyIds: number[];
  /** Description and answers, for full-text similarity. */
  text: string;
  excludeProviderIds: number[];
  /** Only these agencies (the client asked for them by name). */
  onlyProviderIds?: number[];
  isMobileCategory: boolean;
  now: Date;
  limit: number;
};

export type TCandidate = {
  providerId: number;
  score: number;
  cityId: number | null;
  sameCity: boolean;
  expertiseHits: number[];
  sectorHit: boolean;
  technologyHits: number[];
  textRank: number;
  rating: number;
  verifiedReviews: number;
  responseMinutes: number | null;
};

const intArray = (ids: readonly number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

/** "The agency either did not restrict this, or the brief's value is one it accepts." */
function accepts(column: string, value: string | number | null): SQL {
  const restricted = sql`cardinality(m.${sql.raw(column)}) = 0`;
  if (value === null) return restricted;
  return typeof value === 'number'
    ? sql`(${restricted} or ${value}::int = any(m.${sql.raw(column)}))`
    : sql`(${restricted} or ${value}::text = any(m.${sql.raw(column)}))`;
}

/**
 * Every exclusion rule of the engine, against the matching index row `m`. Kept in one place so the
 * benchmark's naive baseline and the tests read the same rules.
 */
function eligibility(q: TMatchQuery): SQL {
  const now = q.now.toISOString();
  const rules: SQL[] = [
    sql`m.is_matchable`,
    sql`m.category_ids @> array[${q.categoryId}::int]`,
    q.region === null
      ? sql`m.city_preference = 'own_city' and m.city_id = ${q.cityId}::int`
      : sql`(case when m.city_preference = 'own_city' then m.city_id = ${q.cityId}::int
              else ${q.region}::text = any(m.work_regions) end)`,
    q.isMobileCategory && q.budgetTry !== null
      ? sql`(m.mobile_min_price_try is null or m.mobile_min_price_try <= ${q.budgetTry}::bigint)`
      : sql`true`,
    q.requiredTechnologyIds.length > 0
      ? sql`m.technology_ids && ${intArray(q.requiredTechnologyIds)}`
      : sql`true`,
    q.budgetTry === null ? sql`not m.budget_defined_only` : sql`true`,
    q.personalEmail ? sql`not m.no_personal_email` : sql`true`,
    q.isDecisionMaker ? sql`true` : sql`not m.no_non_decision_makers`,
    q.isTender === true ? sql`m.tenders_allowed` : sql`true`,
    accepts('audience_types', q.audienceType),
    accepts('geo_scopes', q.geoScope),
    accepts('business_types', q.businessType),
    accepts('industries', q.sectorId),
    accepts('turnovers', q.turnover),
    accepts('company_sizes', q.companySize),
    sql`((${q.categoryId}::int = any(m.subscribed_category_ids) and m.subscribed_until > ${now}::timestamptz)
          or m.wallet_kurus >= ${PROJECT_VIEW_FEE_KURUS}::bigint)`,
  ];
  if (q.excludeProviderIds.length > 0) {
    rules.push(sql`not (m.provider_id = any(${intArray(q.excludeProviderIds)}))`);
  }
  if (q.onlyProviderIds) rules.push(sql`m.provider_id = any(${intArray(q.onlyProviderIds)})`);
  return sql.join(rules, sql` and `);
}

/** The score without full-text similarity: relevance, quality, commercial and fairness. */
function baseScore(q: TMatchQuery): SQL {
  const { relevance: r, quality: ql, commercial: c, fairness: f } = MATCH_WEIGHTS;
  const now = q.now.toISOString();
  const mentioned = q.mentionedTechnologyIds;
  return sql`(
    ${r.expertise}::real * least(cardinality(expertise_hits), 3) / 3.0
    + ${r.sector}::real * (${q.sectorId}::int = any(m.sector_ids))::int
    + ${
      mentioned.length > 0
        ? sql`${r.technology}::real * cardinality(technology_hits) / ${mentioned.length}::real`
        : sql`0`
    }
    + ${r.city}::real * (m.city_id = ${q.cityId}::int)::int
    + ${ql.rating}::real * (m.rating / 5.0) * least(m.verified_reviews, 10) / 10.0
    + ${ql.reviews}::real * least(m.verified_reviews, 10) / 10.0
    + ${ql.profileLevel}::real * m.profile_level / 100.0
    + ${ql.responseRate}::real * m.response_rate
    + ${ql.responseSpeed}::real * (case when m.response_minutes is null then 0.5
        else greatest(0, 1 - m.response_minutes / 1440.0) end)
    - ${ql.negativeFeedback}::real * least(m.negative_feedback, 5) / 5.0
    + ${c.subscription}::real * (${q.categoryId}::int = any(m.subscribed_category_ids)
        and m.subscribed_until > ${now}::timestamptz)::int
    + ${c.boost}::real * coalesce(m.boosted_until > ${now}::timestamptz, false)::int
    + ${c.categoryTop}::real * (${q.categoryId}::int = any(m.top_ad_category_ids)
        and m.top_ad_until > ${now}::timestamptz)::int
    + ${f.recentLeads}::real * (1 - least(m.recent_leads, ${FAIRNESS_SATURATION}::int) / ${FAIRNESS_SATURATION}::real)
  )`;
}

/** An OR query of the brief's lexemes in one text-search configuration. */
function briefQuery(config: 'turkish' | 'english', text: string): SQL {
  return sql`to_tsquery(${config}::regconfig, coalesce((
    select string_agg(quote_literal(l), ' | ')
    from unnest(tsvector_to_array(to_tsvector(${config}::regconfig, ${text}::text))) l
  ), ''))`;
}

type TRow = {
  provider_id: number | string;
  base: number | string;
  text_rank: number | string;
  city_id: number | null;
  expertise_hits: number[] | string;
  technology_hits: number[] | string;
  sector_hit: boolean;
  rating: number | string;
  verified_reviews: number;
  response_minutes: number | null;
};

const toIds = (value: number[] | string): number[] =>
  Array.isArray(value)
    ? value.map(Number)
    : value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);

/**
 * Finds the best eligible agencies for a brief in two stages, in one statement: the indexed scan keeps
 * the RERANK_POOL best by the cheap score, then full-text similarity (Turkish and English stemming)
 * re-ranks them. Returns up to `limit` candidates, best first.
 */
export async function findCandidates(db: TDb, q: TMatchQuery): Promise<TCandidate[]> {
  const expertiseLow = q.categoryId * 100;
  const result = await db.execute(sql`
    with scoped as (
      select m.*,
        array(select e from unnest(m.expertise_ids) e
              where e between ${expertiseLow}::int and ${expertiseLow + 99}::int) as expertise_hits,
        ${
          q.mentionedTechnologyIds.length > 0
            ? sql`array(select t from unnest(m.technology_ids) t where t = any(${intArray(q.mentionedTechnologyIds)}))`
            : sql`'{}'::int[]`
        } as technology_hits
      from provider_match_profiles m
      where ${eligibility(q)}
    ),
    pool as (
      select *, ${baseScore(q)} as base from scoped m
      order by base desc, provider_id
      limit ${RERANK_POOL}::int
    ),
    query as (select ${briefQuery('turkish', q.text)} as tr, ${briefQuery('english', q.text)} as en)
    select pool.provider_id, pool.base, pool.city_id, pool.expertise_hits, pool.technology_hits,
      (${q.sectorId}::int = any(pool.sector_ids)) as sector_hit,
      pool.rating, pool.verified_reviews, pool.response_minutes,
      ts_rank(pool.document, query.tr) + ts_rank(pool.document, query.en) as text_rank
    from pool, query
  `);
  const rows = (result as unknown as { rows: TRow[] }).rows;
  if (rows.length === 0) return [];
  const maxRank = Math.max(...rows.map((row) => Number(row.text_rank)), 0);
  return rows
    .map((row) => {
      const textRank = Number(row.text_rank);
      const text = maxRank > 0 ? textRank / maxRank : 0;
      return {
        providerId: Number(row.provider_id),
        score: Number(row.base) + MATCH_WEIGHTS.relevance.text * text,
        cityId: row.city_id,
        sameCity: row.city_id === q.cityId,
        expertiseHits: toIds(row.expertise_hits),
        sectorHit: row.sector_hit,
        technologyHits: toIds(row.technology_hits),
        textRank: text,
        rating: Number(row.rating),
        verifiedReviews: row.verified_reviews,
        responseMinutes: row.response_minutes,
      };
    })
    .sort((a, b) => b.score - a.score || a.providerId - b.providerId)
    .slice(0, q.limit);
}
