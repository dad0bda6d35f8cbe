import { PORTFOLIO_WORKS_FOR_OPPORTUNITIES } from '@brifa/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';

/** A category counts for matching once the agency offers at least this many services in it. */
export const SERVICES_PER_MATCHED_CATEGORY = 3;
const RESPONSE_HISTORY_DAYS = 90;
const RECENT_LEADS_DAYS = 30;

/**
 * Rebuilds the matching index rows of some agencies (or all) from their own tables in one statement.
 * Call it after anything the engine reads changes: services, portfolio, match settings, preferences,
 * subscriptions, wallet, approval, reviews. The hourly job refreshes everyone, which also retires expired
 * subscriptions and boosts and lets old leads stop counting against fairness.
 */
export async function refreshMatchProfiles(db: TDb, now: Date, providerIds?: readonly number[]) {
  if (providerIds && providerIds.length === 0) return;
  const which: SQL = providerIds
    ? sql`p.id in (${sql.join(
        providerIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql`true`;
  const at = now.toISOString();
  await db.execute(sql`
    insert into provider_match_profiles as m (
      provider_id, is_matchable, city_id, category_ids, expertise_ids, sector_ids, technology_ids,
      work_regions, city_preference, mobile_min_price_try, budget_defined_only, no_personal_email,
      no_non_decision_makers, tenders_allowed, audience_types, geo_scopes, business_types, industries,
      turnovers, company_sizes, subscribed_category_ids, subscribed_until, boosted_until,
      top_ad_category_ids, top_ad_until, wallet_kurus, rating, verified_reviews, profile_level,
      response_rate, response_minutes, negative_feedback, recent_leads, document, refreshed_at
    )
    select
      p.id,
      p.is_approved and p.is_approved_contract
        and not exists (
          select 1 from provider_debts d
          where d.provider_id = p.id and d.paid_at is null and d.due_at < ${at}::timestamptz
        )
        and coalesce(portfolio.works, 0) >= ${PORTFOLIO_WORKS_FOR_OPPORTUNITIES},
      p.city_id,
      coalesce(services.category_ids, '{}'),
      coalesce((select array_agg(expertise_id order by expertise_id) from provider_expertises where provider_id = p.id), '{}'),
      coalesce((select array_agg(sector_id order by sector_id) from provider_sectors where provider_id = p.id), '{}'),
      coalesce((select array_agg(technology_id order by technology_id) from provider_technologies where provider_id = p.id), '{}'),
      coalesce(settings.work_regions, '{}'),
      coalesce(settings.city_preference, 'all'),
      settings.mobile_min_price_try,
      coalesce(prefs.budget_defined_only, false),
      coalesce(prefs.no_personal_email, false),
      coalesce(prefs.no_non_decision_makers, false),
      coalesce(prefs.tenders_allowed, true),
      coalesce(prefs.audience_types, '{}'),
      coalesce(prefs.geo_scopes, '{}'),
      coalesce(prefs.business_types, '{}'),
      coalesce(prefs.industries, '{}'),
      coalesce(prefs.turnovers, '{}'),
      coalesce(prefs.company_sizes, '{}'),
      coalesce(subs.category_ids, '{}'),
      subs.until,
      (select max(s.ends_at) from subscriptions s
        where s.provider_id = p.id and s.kind = 'boost' and s.status in ('active', 'will_be_cancelled')
          and s.starts_at <= ${at}::timestamptz and s.ends_at > ${at}::timestamptz),
      coalesce(ads.category_ids, '{}'),
      ads.until,
      coalesce((select balance_kurus from wallet_accounts w where w.provider_id = p.id), 0),
      0,
      0,
      (case when p.short_description <> '' then 20 else 0 end)
        + (case when length(p.description) >= 140 then 20 else 0 end)
        + (case when coalesce(portfolio.works, 0) >= ${PORTFOLIO_WORKS_FOR_OPPORTUNITIES} then 20 else 0 end)
        + (case when services.category_ids is not null then 20 else 0 end)
        + (case when p.website is not null then 10 else 0 end)
        + (case when p.founded_year is not null then 10 else 0 end),
      coalesce(history.response_rate, 0.5),
      history.response_minutes,
      coalesce(history.negative_feedback, 0),
      coalesce(history.recent_leads, 0),
      setweight(to_tsvector('turkish', coalesce(services.names, '')), 'A')
        || setweight(to_tsvector('english', coalesce(services.names, '')), 'A')
        || setweight(to_tsvector('turkish', p.short_description || ' ' || coalesce(services.descriptions, '')), 'B')
        || setweight(to_tsvector('english', p.short_description || ' ' || coalesce(services.descriptions, '')), 'B')
        || setweight(to_tsvector('turkish', p.description || ' ' || coalesce(portfolio.text, '')), 'C')
        || setweight(to_tsvector('english', p.description || ' ' || coalesce(portfolio.text, '')), 'C'),
      ${at}::timestamptz
    from providers p
    left join provider_match_settings settings on settings.provider_id = p.id
    left join provider_opportunity_preferences prefs on prefs.provider_id = p.id
    left join lateral (
      select
        (select array_agg(category_id order by category_id) from (
          select category_id from provider_services where provider_id = p.id
          group by category_id having count(*) >= ${SERVICES_PER_MATCHED_CATEGORY}
        ) c) as category_ids,
        string_agg(ps.name || ' ' || array_to_string(ps.skills, ' '), ' ') as names,
        string_agg(ps.description, ' ') as descriptions
      from provider_services ps where ps.provider_id = p.id
    ) services on true
    left join lateral (
      select count(*)::int as works,
        string_agg(pi.title || ' ' || array_to_string(pi.tags, ' ') || ' ' || pi.detail, ' ') as text
      from portfolio_items pi where pi.provider_id = p.id and pi.deleted_at is null
    ) portfolio on true
    left join lateral (
      select array_agg(distinct c order by c) as category_ids, min(s.ends_at) as until
      from subscriptions s, unnest(s.category_ids) c
      where s.provider_id = p.id and s.kind in ('category', 'package')
        and s.status in ('active', 'will_be_cancelled')
        and s.starts_at <= ${at}::timestamptz and s.ends_at > ${at}::timestamptz
    ) subs on true
    left join lateral (
      select array_agg(distinct c order by c) as category_ids, min(s.ends_at) as until
      from subscriptions s, unnest(s.category_ids) c
      where s.provider_id = p.id and s.kind = 'advertisement' and s.plan = 'category_top'
        and s.status in ('active', 'will_be_cancelled')
        and s.starts_at <= ${at}::timestamptz and s.ends_at > ${at}::timestamptz
    ) ads on true
    left join lateral (
      select
        (count(*) filter (where mp.status = 'responded'))::real
          / nullif(count(*) filter (where mp.status <> 'waiting'), 0) as response_rate,
        (avg(extract(epoch from (mp.responded_at - mp.created_at)) / 60)
          filter (where mp.responded_at is not null))::int as response_minutes,
        (select count(*)::int from match_feedbacks f
          where f.matched_provider_id in (select id from matched_providers where provider_id = p.id)
            and f.reason_code is not null
            and f.created_at > ${at}::timestamptz - interval '${sql.raw(String(RESPONSE_HISTORY_DAYS))} days') as negative_feedback,
        (count(*) filter (where mp.created_at > ${at}::timestamptz - interval '${sql.raw(String(RECENT_LEADS_DAYS))} days'))::int as recent_leads
      from matched_providers mp
      where mp.provider_id = p.id
        and mp.created_at > ${at}::timestamptz - interval '${sql.raw(String(RESPONSE_HISTORY_DAYS))} days'
    ) history on true
    where ${which}
    on conflict (provider_id) do update set
      is_matchable = excluded.is_matchable, city_id = excluded.city_id, category_ids = excluded.category_ids,
      expertise_ids = excluded.expertise_ids, sector_ids = excluded.sector_ids,
      technology_ids = excluded.technology_ids, work_regions = excluded.work_regions,
      city_preference = excluded.city_preference, mobile_min_price_try = excluded.mobile_min_price_try,
      budget_defined_only = excluded.budget_defined_only, no_personal_email = excluded.no_personal_email,
      no_non_decision_makers = excluded.no_non_decision_makers, tenders_allowed = excluded.tenders_allowed,
      audience_types = excluded.audience_types, geo_scopes = excluded.geo_scopes,
      business_types = excluded.business_types, industries = excluded.industries,
      turnovers = excluded.turnovers, company_sizes = excluded.company_sizes,
      subscribed_category_ids = excluded.subscribed_category_ids, subscribed_until = excluded.subscribed_until,
      boosted_until = excluded.boosted_until, top_ad_category_ids = excluded.top_ad_category_ids,
      top_ad_until = excluded.top_ad_until, wallet_kurus = excluded.wallet_kurus, rating = excluded.rating,
      verified_reviews = excluded.verified_reviews, profile_level = excluded.profile_level,
      response_rate = excluded.response_rate, response_minutes = excluded.response_minutes,
      negative_feedback = excluded.negative_feedback, recent_leads = excluded.recent_leads,
      document = excluded.document, refreshed_at = excluded.refreshed_at
  `);
}
