import {
  DIRECTORY_SPONSORED_SLOTS,
  sameWord,
  type TDirectoryItem,
  type TDirectoryQuery,
  type TDirectorySort,
} from '@brifa/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { TExecutor } from '../../platform/db.ts';

type TRow = {
  provider_id: string | number;
  slug: string;
  name: string;
  logo_src: string | null;
  short_description: string;
  city: string | null;
  team_size: string | null;
  category_ids: number[];
  rating: number;
  review_count: number;
  verified_review_count: number;
  min_price_kurus: string | number | null;
  sponsored: boolean;
  total?: string | number;
};

/** Folded like brifa_fold(): Turkish letters and accents to ASCII, "I" and "İ" to "i". */
export function foldText(text: string): string {
  return text
    .replace(/[Iİ]/g, 'i')
    .toLocaleLowerCase('tr')
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** Words of a query safe inside a tsquery, each a prefix (so "yaz" finds "yazılım"), all required. */
function prefixQuery(text: string, letters: RegExp): string | undefined {
  const words = (text.match(letters) ?? []).slice(0, 8);
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : undefined;
}

/**
 * The visitor's words as written (Turkish stemming sees "kimliği") or folded ("yazilim", "ISTANBUL"), in
 * Turkish or English stemming: any of the readings may match.
 */
function textCondition(search: string | undefined): SQL | undefined {
  const folded = prefixQuery(foldText(search ?? ''), /[a-z0-9]+/g);
  if (!folded) return undefined;
  const written = prefixQuery(sameWord(search ?? ''), /[a-zçğıöşü0-9]+/g) ?? folded;
  return sql`(d.search_tr @@ (to_tsquery('turkish', ${written}) || to_tsquery('turkish', ${folded}))
    or d.search_en @@ to_tsquery('english', ${folded}))`;
}

function conditions(query: TDirectoryQuery): SQL[] {
  const where: SQL[] = [sql`d.is_listed`];
  const text = textCondition(query.Search);
  if (text) where.push(text);
  if (query.CategoryId) where.push(sql`d.category_ids @> array[${query.CategoryId}::int]`);
  if (query.Service) where.push(sql`strpos(d.service_text, brifa_fold(${query.Service})) > 0`);
  if (query.CityId) where.push(sql`d.city_id = ${query.CityId}`);
  if (query.TeamSize) where.push(sql`d.team_size = ${query.TeamSize}`);
  if (query.MinRating) where.push(sql`d.rating >= ${query.MinRating}`);
  if (query.MinPrice !== undefined) where.push(sql`d.min_price_kurus >= ${query.MinPrice * 100}`);
  if (query.MaxPrice !== undefined) where.push(sql`d.min_price_kurus <= ${query.MaxPrice * 100}`);
  if (query.SectorId) where.push(sql`d.sector_ids @> array[${query.SectorId}::int]`);
  if (query.TechnologyId) where.push(sql`d.technology_ids @> array[${query.TechnologyId}::int]`);
  return where;
}

const ORDER: Record<TDirectorySort, SQL> = {
  recommended: sql`d.recommended_score desc, d.provider_id`,
  rating: sql`d.rating desc, d.review_count desc, d.provider_id`,
  reviews: sql`d.review_count desc, d.rating desc, d.provider_id`,
};

function selectFrom(where: SQL[], now: Date, extra: SQL = sql``) {
  return sql`
    select d.provider_id, p.slug, p.company_nick_name as name, p.logo_src, p.short_description, c.name as city,
      d.team_size, d.category_ids, d.rating, d.review_count, d.verified_review_count, d.min_price_kurus,
      coalesce(d.sponsored_until > ${now.toISOString()}::timestamptz, false) as sponsored ${extra}
    from provider_directory d
    join providers p on p.id = d.provider_id
    left join cities c on c.id = d.city_id
    where ${sql.join(where, sql` and `)}`;
}

function toItem(row: TRow, sponsored: boolean): TDirectoryItem {
  return {
    Id: Number(row.provider_id),
    Slug: row.slug,
    Name: row.name,
    LogoSrc: row.logo_src,
    ShortDescription: row.short_description,
    City: row.city,
    TeamSize: row.team_size,
    CategoryIds: row.category_ids,
    Rating: Math.round(Number(row.rating) * 10) / 10,
    ReviewCount: row.review_count,
    VerifiedReviewCount: row.verified_review_count,
    StartingPriceTl: row.min_price_kurus === null ? null : Number(row.min_price_kurus) / 100,
    IsSponsored: sponsored,
  };
}

const rowsOf = (result: unknown) => (result as { rows: TRow[] }).rows;

/** One page of listed agencies matching the filters, with the total. */
export async function searchDirectory(db: TExecutor, query: TDirectoryQuery, now: Date) {
  const result = await db.execute(sql`
    ${selectFrom(conditions(query), now, sql`, count(*) over () as total`)}
    order by ${ORDER[query.Sort]}
    limit ${query.PageSize} offset ${query.PageIndex * query.PageSize}`);
  const rows = rowsOf(result);
  let total = rows[0] ? Number(rows[0].total) : 0;
  if (rows.length === 0 && query.PageIndex > 0) {
    // Past the last page: still tell the visitor how many there are.
    const counted = await db.execute(sql`select count(*) as total from provider_directory d
      where ${sql.join(conditions(query), sql` and `)}`);
    total = Number(rowsOf(counted)[0]?.total ?? 0);
  }
  return { items: rows.map((row) => toItem(row, false)), total };
}

/**
 * Sponsored agencies (active boost or advertisement) matching the filters, for the top of the recommended
 * order. They take turns: the order changes every hour, so each gets its share of the first places.
 */
export async function sponsoredAgencies(db: TExecutor, query: TDirectoryQuery, now: Date) {
  const hour = Math.floor(now.getTime() / 3_600_000);
  const where = [...conditions(query), sql`d.sponsored_until > ${now.toISOString()}::timestamptz`];
  const result = await db.execute(sql`
    ${selectFrom(where, now)}
    order by md5(d.provider_id::text || ${String(hour)})
    limit ${DIRECTORY_SPONSORED_SLOTS}`);
  return rowsOf(result).map((row) => toItem(row, true));
}

/** Starting prices of listed agencies in a category (and city, service), and the cheapest few. */
export async function pricingOf(
  db: TExecutor,
  filter: { categoryId: number; cityId?: number | null; service?: string | null },
  now: Date,
) {
  const query = {
    CategoryId: filter.categoryId,
    ...(filter.cityId ? { CityId: filter.cityId } : {}),
    ...(filter.service ? { Service: filter.service } : {}),
    Sort: 'recommended',
    PageIndex: 0,
    PageSize: 1,
  } as TDirectoryQuery;
  const where = conditions(query);
  const stats = await db.execute(sql`
    select count(*)::int as agencies, min(d.min_price_kurus) as min,
      percentile_cont(0.5) within group (order by d.min_price_kurus) as median, max(d.min_price_kurus) as max
    from provider_directory d where ${sql.join(where, sql` and `)}`);
  const cheapest = await db.execute(sql`
    ${selectFrom([...where, sql`d.min_price_kurus is not null`], now)}
    order by d.min_price_kurus, d.recommended_score desc limit 6`);
  const row = (stats as { rows: Array<Record<string, string | number | null>> }).rows[0] ?? {};
  const tl = (value: string | number | null | undefined) =>
    value === null || value === undefined ? null : Math.round(Number(value) / 100);
  return {
    agencies: Number(row.agencies ?? 0),
    min: tl(row.min),
    median: tl(row.median),
    max: tl(row.max),
    cheapest: rowsOf(cheapest).map((r) => toItem(r, false)),
  };
}

/** Slugs of the listed agencies, for the sitemap. */
export async function listedSlugs(db: TExecutor): Promise<Array<{ slug: string; updatedAt: Date }>> {
  const result = await db.execute(sql`
    select p.slug, p.updated_at from provider_directory d join providers p on p.id = d.provider_id
    where d.is_listed order by p.id`);
  return (result as { rows: Array<{ slug: string; updated_at: string | Date }> }).rows.map((row) => ({
    slug: row.slug,
    updatedAt: new Date(row.updated_at),
  }));
}

/** Issue 21: the public blog posts for the sitemap (the same visibility as the blog list), newest first. */
export async function blogSitemapRows(db: TExecutor): Promise<Array<{ slug: string; updatedAt: Date }>> {
  const result = await db.execute(sql`
    select b.slug, b.updated_at from blog_posts b join providers p on p.id = b.provider_id
    where b.deleted_at is null and p.is_approved and p.suspended_at is null
    order by b.published_at desc limit 40000`);
  return (result as { rows: Array<{ slug: string; updated_at: string | Date }> }).rows.map((row) => ({
    slug: row.slug,
    updatedAt: new Date(row.updated_at),
  }));
}

/** The figures the public pages quote: listed agencies, client accounts, categories with a listed agency. */
export async function siteFigures(db: TExecutor) {
  const result = await db.execute(sql`
    select (select count(*) from provider_directory where is_listed)::int as agencies,
      (select count(*) from users where user_type = 'client')::int as brands,
      (select count(distinct category_id) from provider_directory d, unnest(d.category_ids) as category_id
        where d.is_listed)::int as categories`);
  const row = (result as unknown as { rows: { agencies: number; brands: number; categories: number }[] })
    .rows[0]!;
  return { Agencies: Number(row.agencies), Brands: Number(row.brands), Categories: Number(row.categories) };
}
