/**
 * The words the matching engine, agencies' match settings, opportunity preferences and the client's
 * view of its matched agencies share (spec/product.md sections 3 and 4, rules.md section 5).
 */

/** Turkey's seven geographic regions: an agency's work area is a set of them. */
export const WORK_REGIONS = [
  'marmara',
  'aegean',
  'mediterranean',
  'central_anatolia',
  'black_sea',
  'eastern_anatolia',
  'southeastern_anatolia',
] as const;
export type TWorkRegion = (typeof WORK_REGIONS)[number];

const REGION_CITY_IDS: Record<TWorkRegion, readonly number[]> = {
  marmara: [10, 11, 16, 17, 22, 34, 39, 41, 54, 59, 77],
  aegean: [3, 9, 20, 35, 43, 45, 48, 64],
  mediterranean: [1, 7, 15, 31, 32, 33, 46, 80],
  central_anatolia: [6, 18, 26, 38, 40, 42, 50, 51, 58, 66, 68, 70, 71],
  black_sea: [5, 8, 14, 19, 28, 29, 37, 52, 53, 55, 57, 60, 61, 67, 69, 74, 78, 81],
  eastern_anatolia: [4, 12, 13, 23, 24, 25, 30, 36, 44, 49, 62, 65, 75, 76],
  southeastern_anatolia: [2, 21, 27, 47, 56, 63, 72, 73, 79],
};

const REGION_BY_CITY = new Map<number, TWorkRegion>(
  Object.entries(REGION_CITY_IDS).flatMap(([region, ids]) =>
    ids.map((id) => [id, region as TWorkRegion] as const),
  ),
);

/** The region of a Turkish province (city id = licence-plate code); null for a city abroad. */
export function regionOfCity(cityId: number): TWorkRegion | null {
  return REGION_BY_CITY.get(cityId) ?? null;
}

/** Match settings: work only for briefs from the agency's own city, or from any city of its work area. */
export const CITY_PREFERENCES = ['own_city', 'all'] as const;
export type TCityPreference = (typeof CITY_PREFERENCES)[number];

/** What a brief says about the client (asked in the flow; offers missing one are "not completed"). */
export const AUDIENCE_TYPES = ['b2b', 'b2c', 'b2g'] as const;
export const GEO_SCOPES = ['local', 'national', 'international'] as const;
export const BUSINESS_TYPES = [
  'manufacturing',
  'retail',
  'ecommerce',
  'services',
  'technology',
  'other',
] as const;
/** Yearly turnover in Turkish lira. */
export const TURNOVER_RANGES = ['under_10m', '10m_100m', '100m_1b', 'over_1b'] as const;
export type TAudienceType = (typeof AUDIENCE_TYPES)[number];
export type TGeoScope = (typeof GEO_SCOPES)[number];
export type TBusinessType = (typeof BUSINESS_TYPES)[number];
export type TTurnoverRange = (typeof TURNOVER_RANGES)[number];

/** The brief fields a project can be missing; `/project-complete` asks for them. */
export const OFFER_COMPLETION_FIELDS = [
  'AudienceType',
  'GeoScope',
  'BusinessType',
  'Turnover',
  'IsTender',
  'EmployeeCount',
  'ContactPreference',
  'AvailableTime',
] as const;
export type TOfferCompletionField = (typeof OFFER_COMPLETION_FIELDS)[number];

/**
 * One agency matched to one brief. `waiting`: it has 24 hours to respond; `responded`: it opened the
 * brief with access or sent a quote (the client has an offer); `declined` / `expired`: the slot went to
 * the next candidate.
 */
export const MATCH_STATUSES = ['waiting', 'responded', 'declined', 'expired'] as const;
export type TMatchStatus = (typeof MATCH_STATUSES)[number];

/** How a match came about. */
/** `pool`: the agency took the brief from the pool (it was not matched). */
export const MATCH_SOURCES = ['engine', 'replacement', 'extra', 'requested', 'pool'] as const;
export type TMatchSource = (typeof MATCH_SOURCES)[number];

/** The client's offers list filters, in the spec's order. */
export const CLIENT_OFFER_FILTERS = [
  'new',
  'not_reviewed',
  'contacted',
  'not_interested',
  'watchlist',
  'won',
  'all',
] as const;
export type TClientOfferFilter = (typeof CLIENT_OFFER_FILTERS)[number];
/** What the client marked an agency's offer as (won is the offer's agreed agency). */
export const CLIENT_MATCH_MARKS = ['contacted', 'not_interested'] as const;
export type TClientMatchMark = (typeof CLIENT_MATCH_MARKS)[number];

/** Why an agency was matched; the client and the agency see them as "matched because: ...". */
export const MATCH_REASON_CODES = [
  'category',
  'expertise',
  'sector',
  'technology',
  'city',
  'region',
  'rating',
  'reviews',
  'responsive',
  'text',
  'requested',
] as const;
export type TMatchReasonCode = (typeof MATCH_REASON_CODES)[number];
