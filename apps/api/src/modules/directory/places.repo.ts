import { CATEGORY_PAGE_CITY_LINKS, TIMELINE_CARDS, TIMELINE_DAYS } from '@brifa/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { TExecutor } from '../../platform/db.ts';

type TRows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as TRows<T>).rows;
const DAY_MS = 24 * 3_600_000;

export async function categoryByKey(db: TExecutor, key: string) {
  const result = await db.execute(sql`
    select id, key, name_tr, name_en, description_tr, description_en from categories
    where key = ${key} and is_active`);
  return (
    rowsOf<{
      id: number;
      key: string;
      name_tr: string;
      name_en: string;
      description_tr: string;
      description_en: string;
    }>(result)[0] ?? null
  );
}

export async function allCities(db: TExecutor): Promise<Array<{ id: number; name: string }>> {
  return rowsOf<{ id: number; name: string }>(await db.execute(sql`select id, name from cities order by id`));
}

const listedIn = (categoryId: number, cityId: number | null): SQL =>
  cityId
    ? sql`d.is_listed and d.category_ids @> array[${categoryId}::int] and d.city_id = ${cityId}`
    : sql`d.is_listed and d.category_ids @> array[${categoryId}::int]`;

/** Listed agencies of a category (and city): how many, their average rating (reviewed ones), their reviews. */
export async function agencyFigures(db: TExecutor, categoryId: number, cityId: number | null) {
  const result = await db.execute(sql`
    select count(*)::int as agencies, avg(d.rating) filter (where d.review_count > 0) as rating,
      coalesce(sum(d.review_count), 0)::int as reviews
    from provider_directory d where ${listedIn(categoryId, cityId)}`);
  const row = rowsOf<{ agencies: number; rating: string | number | null; reviews: number }>(result)[0];
  return {
    agencies: Number(row?.agencies ?? 0),
    rating: row?.rating === null || row?.rating === undefined ? null : Number(row.rating),
    reviews: Number(row?.reviews ?? 0),
  };
}

/** Cities with listed agencies in the category, most agencies first. */
export async function citiesOfCategory(db: TExecutor, categoryId: number) {
  const result = await db.execute(sql`
    select c.id, c.name, count(*)::int as agencies
    from provider_directory d join cities c on c.id = d.city_id
    where ${listedIn(categoryId, null)}
    group by c.id, c.name order by agencies desc, c.name limit ${CATEGORY_PAGE_CITY_LINKS}`);
  return rowsOf<{ id: number; name: string; agencies: number }>(result);
}

const liveBrief = sql`o.deleted_at is null and o.invalidated_at is null`;

/** Briefs of the category (and city) posted in the last TIMELINE_DAYS days. */
export async function recentBriefCount(db: TExecutor, categoryId: number, cityId: number | null, now: Date) {
  const since = new Date(now.getTime() - TIMELINE_DAYS * DAY_MS).toISOString();
  const result = await db.execute(sql`
    select count(*)::int as briefs from offers o
    where ${liveBrief} and o.category_id = ${categoryId} and o.created_at > ${since}::timestamptz
      ${cityId ? sql`and o.city_id = ${cityId}` : sql``}`);
  return Number(rowsOf<{ briefs: number }>(result)[0]?.briefs ?? 0);
}

/**
 * Quotes sent on briefs of the category (and city), in lira: how many, from how many agencies, their median and
 * middle half. The percentiles interpolate, so with few quotes they are not any one agency's figure.
 */
export async function quoteFigures(db: TExecutor, categoryId: number, cityId: number | null) {
  const result = await db.execute(sql`
    select count(*)::int as quotes, count(distinct m.provider_id)::int as agencies,
      percentile_cont(0.5) within group (order by q.amount_kurus) as median,
      percentile_cont(0.25) within group (order by q.amount_kurus) as low,
      percentile_cont(0.75) within group (order by q.amount_kurus) as high
    from quotes q
    join matched_providers m on m.id = q.matched_provider_id
    join offers o on o.id = m.offer_id
    where ${liveBrief} and q.currency = 'TRY' and q.amount_kurus > 0 and o.category_id = ${categoryId}
      ${cityId ? sql`and o.city_id = ${cityId}` : sql``}`);
  const row = rowsOf<Record<string, string | number | null>>(result)[0] ?? {};
  const lira = (value: string | number | null | undefined) =>
    value === null || value === undefined ? null : Math.round(Number(value) / 100);
  return {
    quotes: Number(row.quotes ?? 0),
    agencies: Number(row.agencies ?? 0),
    median: lira(row.median),
    low: lira(row.low),
    high: lira(row.high),
  };
}

export type TTimelineRow = {
  id: string | number;
  category_key: string;
  name_tr: string;
  name_en: string;
  city: string | null;
  budget_try: string | number | null;
  created_at: string | Date;
  company_name: string;
  state: string;
  answered: number;
  first_answer_at: string | Date | null;
  agreement_id: string | number | null;
  client_shown_at: string | Date | null;
  agency_shown_at: string | Date | null;
  agency_name: string | null;
  agency_slug: string | null;
};

/**
 * The latest briefs that reached agencies (last TIMELINE_DAYS days), each with how many agencies answered, when
 * the first did, and its live agreement (not rejected or ended) if any, with both sides' consent to be named.
 */
export async function timelineRows(db: TExecutor, now: Date): Promise<TTimelineRow[]> {
  const since = new Date(now.getTime() - TIMELINE_DAYS * DAY_MS).toISOString();
  const result = await db.execute(sql`
    select o.id, cat.key as category_key, cat.name_tr, cat.name_en, c.name as city, o.budget_try, o.created_at,
      o.company_name, o.state, answers.answered, answers.first_answer_at,
      ag.id as agreement_id, ag.client_shown_at, ag.agency_shown_at,
      p.company_nick_name as agency_name, p.slug as agency_slug
    from offers o
    join categories cat on cat.id = o.category_id
    left join cities c on c.id = o.city_id
    cross join lateral (
      select count(*) filter (where m.responded_at is not null)::int as answered,
        min(m.responded_at) as first_answer_at, count(*)::int as matched
      from matched_providers m where m.offer_id = o.id
    ) answers
    left join lateral (
      select a.id, a.provider_id, a.client_shown_at, a.agency_shown_at from agreements a
      where a.offer_id = o.id and a.status not in ('rejected', 'ended')
      order by a.id desc limit 1
    ) ag on true
    left join providers p on p.id = ag.provider_id
    where ${liveBrief} and answers.matched > 0 and o.created_at > ${since}::timestamptz
      and o.created_at <= ${now.toISOString()}::timestamptz
    order by o.created_at desc, o.id desc
    limit ${TIMELINE_CARDS}`);
  return rowsOf<TTimelineRow>(result);
}

/** Each (category, city) with a listed agency, for the sitemap; city null for an agency with no city. */
export async function listedCategoryCities(db: TExecutor) {
  const result = await db.execute(sql`
    select distinct cat.key, c.name as city
    from provider_directory d
    cross join lateral unnest(d.category_ids) as category_id
    join categories cat on cat.id = category_id and cat.is_active
    left join cities c on c.id = d.city_id
    where d.is_listed order by cat.key, c.name`);
  return rowsOf<{ key: string; city: string | null }>(result);
}
