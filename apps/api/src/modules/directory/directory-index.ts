import { PROFILE_LISTING_THRESHOLD } from '@brifa/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { TDb, TExecutor } from '../../platform/db.ts';

/** How much an active boost or advertisement adds to the recommended score (quality is 0..1). */
const SPONSORED_BONUS = 0.15;

/**
 * Rebuilds directory rows from the agencies' own tables in one statement: the agencies named, or every
 * approved agency. The Turkish document holds each word twice, as written (so the stemmer sees "kimliği") and
 * folded (so "yazilim" finds "yazılım"). The recommended score mixes the verified rating (weighted by how many reviews back it),
 * the number of reviews and the profile level.
 */
async function rebuild(db: TExecutor, now: Date, which: SQL) {
  const at = now.toISOString();
  await db.execute(sql`
    insert into provider_directory (
      provider_id, is_listed, city_id, team_size, category_ids, sector_ids, technology_ids, service_text,
      rating, review_count, verified_review_count, min_price_kurus, max_price_kurus, recommended_score,
      sponsored_until, search_tr, search_en, refreshed_at
    )
    select p.id,
      p.is_approved and p.is_approved_contract and p.profile_level > ${PROFILE_LISTING_THRESHOLD}::int
        and p.listing_hidden_at is null,
      p.city_id, p.team_size,
      coalesce((select array_agg(distinct s.category_id order by s.category_id) from provider_services s where s.provider_id = p.id), '{}'),
      coalesce((select array_agg(sector_id order by sector_id) from provider_sectors where provider_id = p.id), '{}'),
      coalesce((select array_agg(technology_id order by technology_id) from provider_technologies where provider_id = p.id), '{}'),
      brifa_fold(coalesce((select string_agg(s.name, ' | ') from provider_services s where s.provider_id = p.id), '')),
      p.rating_average, p.review_count, p.verified_review_count,
      (select min(price_kurus) from provider_services s where s.provider_id = p.id),
      (select max(price_kurus) from provider_services s where s.provider_id = p.id),
      (0.5 * (p.rating_average / 5.0) * least(p.verified_review_count, 10) / 10.0
        + 0.2 * least(p.review_count, 20) / 20.0
        + 0.3 * p.profile_level / 100.0
        + (case when ad.until is not null then ${SPONSORED_BONUS}::real else 0 end))::real,
      ad.until,
      to_tsvector('turkish', brifa_lower_tr(doc.text)) || to_tsvector('turkish', brifa_fold(doc.text)),
      to_tsvector('english', brifa_fold(doc.text)),
      ${at}::timestamptz
    from providers p
    left join cities c on c.id = p.city_id
    left join districts d on d.id = p.district_id
    left join lateral (
      select max(sub.ends_at) as until from subscriptions sub
      where sub.provider_id = p.id and sub.kind in ('boost', 'advertisement')
        and sub.status in ('active', 'will_be_cancelled', 'continue')
        and sub.starts_at <= ${at}::timestamptz and sub.ends_at > ${at}::timestamptz
    ) ad on true
    cross join lateral (
      select concat_ws(' ',
        p.company_nick_name, p.short_description, p.description, c.name, d.name,
        (select string_agg(concat_ws(' ', s.name, array_to_string(s.skills, ' '), cat.name_tr, cat.name_en), ' ')
          from provider_services s join categories cat on cat.id = s.category_id where s.provider_id = p.id),
        (select string_agg(concat_ws(' ', w.title, array_to_string(w.tags, ' '), array_to_string(w.skills, ' ')), ' ')
          from portfolio_items w where w.provider_id = p.id and w.deleted_at is null),
        (select string_agg(t.name, ' ') from provider_technologies pt join technologies t on t.id = pt.technology_id
          where pt.provider_id = p.id)
      ) as text
    ) doc
    where p.is_approved and ${which}
    on conflict (provider_id) do update set
      is_listed = excluded.is_listed, city_id = excluded.city_id, team_size = excluded.team_size,
      category_ids = excluded.category_ids, sector_ids = excluded.sector_ids,
      technology_ids = excluded.technology_ids, service_text = excluded.service_text, rating = excluded.rating,
      review_count = excluded.review_count, verified_review_count = excluded.verified_review_count,
      min_price_kurus = excluded.min_price_kurus, max_price_kurus = excluded.max_price_kurus,
      recommended_score = excluded.recommended_score, sponsored_until = excluded.sponsored_until,
      search_tr = excluded.search_tr, search_en = excluded.search_en, refreshed_at = excluded.refreshed_at
  `);
}

/** Rebuilds one agency's directory row (after a profile change); an agency no longer approved leaves the index. */
export async function refreshDirectoryEntry(db: TExecutor, providerId: number, now: Date): Promise<void> {
  await db.execute(sql`
    delete from provider_directory dir using providers p
    where dir.provider_id = p.id and p.id = ${providerId} and not p.is_approved`);
  await rebuild(db, now, sql`p.id = ${providerId}`);
}

/** Rebuilds every row (hourly, and after the demo seed): expired boosts and new reviews take effect. */
export async function refreshDirectory(db: TDb, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from provider_directory dir using providers p
      where dir.provider_id = p.id and not p.is_approved`);
    await rebuild(tx, now, sql`true`);
  });
}
