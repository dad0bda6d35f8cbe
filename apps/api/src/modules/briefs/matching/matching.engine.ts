import { PROJECT_VIEW_FEE_KURUS } from '@brifa/contracts';
import { sql } from 'drizzle-orm';
import type { TDb } from '../../../platform/db.ts';
import { PREFERENCE_FLAGS, regionBit } from './match-profiles.ts';
import {
  FAIRNESS_SATURATION,
  LOCAL_SCAN_LIMIT,
  MATCH_WEIGHTS,
  RERANK_POOL,
  SCAN_LIMIT,
} from './matching.weights.ts';

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

const arrayLiteral = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
const intArray = (ids: readonly number[]) => sql`${arrayLiteral(ids)}::int[]`;
const bigintArray = (ids: readonly number[]) => sql`${arrayLiteral(ids)}::bigint[]`;

/** The preference flags a brief trips: an agency with any of them set refuses it. */
function refusedBy(q: TMatchQuery): number {
  return (
    (q.budgetTry === null ? PREFERENCE_FLAGS.budgetDefinedOnly : 0) |
    (q.personalEmail ? PREFERENCE_FLAGS.noPersonalEmail : 0) |
    (q.isDecisionMaker ? 0 : PREFERENCE_FLAGS.noNonDecisionMakers) |
    (q.isTender === true ? PREFERENCE_FLAGS.noTenders : 0)
  );
}

/** The weights the candidate function reads by position (see migration 0004). */
function functionWeights(): string {
  const { relevance: r, commercial: c, fairness: f } = MATCH_WEIGHTS;
  return `{${[r.sector, r.technology, r.city, c.subscription, c.boost, c.categoryTop, f.recentLeads, FAIRNESS_SATURATION].join(',')}}`;
}

type TRow = {
  provider_id: number | string;
  base: number | string;
  expertise_ids: number[] | string;
  text_rank: number | string;
  city_id: number | null;
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
 * Stage one counts any shared technology as a full match; the re-rank replaces that with the share of
 * the brief's technologies the agency knows.
 */
function technologyShare(row: TRow, q: TMatchQuery): number {
  const mentioned = q.mentionedTechnologyIds.length;
  if (mentioned === 0) return 0;
  const hits = toIds(row.technology_hits).length;
  return hits === 0 ? 0 : MATCH_WEIGHTS.relevance.technology * (hits / mentioned - 1);
}

/**
 * Finds the best eligible agencies for a brief in two stages, in one statement: the indexed scan keeps
 * the RERANK_POOL best by the cheap score, then full-text similarity (Turkish and English stemming)
 * re-ranks them. Returns up to `limit` candidates, best first.
 */
export async function findCandidates(db: TDb, q: TMatchQuery): Promise<TCandidate[]> {
  // Every exclusion rule the brief decides and the brief-dependent score live in match_candidates();
  // the static rules (approval, contract, debts, portfolio, services) decided whether a row exists.
  const result = await db.execute(sql`
    select * from match_candidates(
      ${q.categoryId}::int, ${q.cityId}::int, ${q.region === null ? 0 : regionBit(q.region)}::int,
      ${refusedBy(q)}::smallint, ${q.now.toISOString()}::timestamptz, ${PROJECT_VIEW_FEE_KURUS}::bigint,
      ${q.audienceType}::text, ${q.geoScope}::text, ${q.businessType}::text, ${q.sectorId}::int,
      ${q.turnover}::text, ${q.companySize}::text,
      ${q.isMobileCategory ? q.budgetTry : null}::bigint,
      ${intArray(q.requiredTechnologyIds)}, ${intArray(q.mentionedTechnologyIds)},
      ${bigintArray(q.excludeProviderIds)}, ${q.onlyProviderIds ? bigintArray(q.onlyProviderIds) : sql`null::bigint[]`},
      ${q.text}::text, ${RERANK_POOL}::int, ${functionWeights()}::real[],
      ${SCAN_LIMIT}::int, ${LOCAL_SCAN_LIMIT}::int
    )
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
        score: Number(row.base) + MATCH_WEIGHTS.relevance.text * text + technologyShare(row, q),
        cityId: row.city_id,
        sameCity: row.city_id === q.cityId,
        expertiseHits: toIds(row.expertise_ids),
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
