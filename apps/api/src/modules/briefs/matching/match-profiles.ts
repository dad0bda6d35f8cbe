import { MATCH_SETTINGS_LIMITS, PORTFOLIO_WORKS_FOR_OPPORTUNITIES, WORK_REGIONS } from '@brifa/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../../platform/db.ts';
import { FAIRNESS_SATURATION, MATCH_WEIGHTS } from './matching.weights.ts';

/** A category counts for matching once the agency offers at least this many services in it (the contracts rule). */
export const SERVICES_PER_MATCHED_CATEGORY = MATCH_SETTINGS_LIMITS.servicesPerCategory;
const RESPONSE_HISTORY_DAYS = 90;
const RECENT_LEADS_DAYS = 30;

/** Bits of `preference_flags` in the matching index: a brief with the trait is refused by the agency. */
export const PREFERENCE_FLAGS = {
  budgetDefinedOnly: 1,
  noPersonalEmail: 2,
  noNonDecisionMakers: 4,
  noTenders: 8,
} as const;

/** `work_region_bits` holds bit i for WORK_REGIONS[i]. */
export function regionBit(region: string): number {
  const index = (WORK_REGIONS as readonly string[]).indexOf(region);
  return index < 0 ? 0 : 1 << index;
}

/**
 * Rebuilds the matching index rows of some agencies (or all) from their own tables, in one transaction.
 * Call it after anything the engine reads changes: services, portfolio, match settings, preferences,
 * subscriptions, wallet, approval, reviews. The hourly job refreshes everyone, which also retires expired
 * subscriptions and boosts and lets old leads stop counting against fairness.
 */
export async function refreshMatchProfiles(
  db: TDb,
  now: Date,
  providerIds?: readonly number[],
  options: { documents?: boolean } = {},
) {
  if (providerIds && providerIds.length === 0) return;
  const which = (column: string): SQL =>
    providerIds
      ? sql`${sql.raw(column)} in (${sql.join(
          providerIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql`true`;
  const at = now.toISOString();
  const { relevance, quality, commercial, fairness } = MATCH_WEIGHTS;
  const regions = sql.raw(`array[${WORK_REGIONS.map((region) => `'${region}'`).join(',')}]::text[]`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from provider_match_categories where ${which('provider_id')}`);
    await tx.execute(sql`
      with agency as (
        select p.id, p.city_id,
          coalesce(settings.city_preference, 'all') = 'own_city' as own_city_only,
          coalesce((select sum(1 << (array_position(${regions}, r) - 1))
                    from unnest(settings.work_regions) r where array_position(${regions}, r) is not null), 0)::int
            as work_region_bits,
          settings.mobile_min_price_try,
          ((case when prefs.budget_defined_only then ${PREFERENCE_FLAGS.budgetDefinedOnly} else 0 end)
            | (case when prefs.no_personal_email then ${PREFERENCE_FLAGS.noPersonalEmail} else 0 end)
            | (case when prefs.no_non_decision_makers then ${PREFERENCE_FLAGS.noNonDecisionMakers} else 0 end)
            | (case when prefs.tenders_allowed = false then ${PREFERENCE_FLAGS.noTenders} else 0 end))::smallint
            as preference_flags,
          coalesce(prefs.audience_types, '{}') as audience_types,
          coalesce(prefs.geo_scopes, '{}') as geo_scopes,
          coalesce(prefs.business_types, '{}') as business_types,
          coalesce(prefs.industries, '{}') as industries,
          coalesce(prefs.turnovers, '{}') as turnovers,
          coalesce(prefs.company_sizes, '{}') as company_sizes,
          coalesce((select array_agg(sector_id order by sector_id) from provider_sectors where provider_id = p.id), '{}') as sector_ids,
          coalesce((select array_agg(technology_id order by technology_id) from provider_technologies where provider_id = p.id), '{}') as technology_ids,
          (select max(s.ends_at) from subscriptions s
            where s.provider_id = p.id and s.kind = 'boost' and s.status in ('active', 'will_be_cancelled', 'continue')
              and s.starts_at <= ${at}::timestamptz and s.ends_at > ${at}::timestamptz) as boosted_until,
          coalesce((select balance_kurus from wallet_accounts w where w.provider_id = p.id), 0) as wallet_kurus,
          p.rating_average as rating,
          p.verified_review_count as verified_reviews,
          p.profile_level::int as profile_level,
          coalesce(history.response_rate, 0.5) as response_rate,
          history.response_minutes,
          coalesce(history.negative_feedback, 0) as negative_feedback,
          coalesce(history.recent_leads, 0) as recent_leads
        from providers p
        left join provider_match_settings settings on settings.provider_id = p.id
        left join provider_opportunity_preferences prefs on prefs.provider_id = p.id
        left join lateral (
          select
            (count(*) filter (where mp.status = 'responded'))::real
              / nullif(count(*) filter (where mp.status <> 'waiting'), 0) as response_rate,
            (avg(extract(epoch from (mp.responded_at - mp.created_at)) / 60)
              filter (where mp.responded_at is not null))::int as response_minutes,
            (select count(*)::int from match_feedbacks f
              join matched_providers fm on fm.id = f.matched_provider_id
              where fm.provider_id = p.id and f.reason_code is not null
                and f.created_at > ${at}::timestamptz - interval '${sql.raw(String(RESPONSE_HISTORY_DAYS))} days') as negative_feedback,
            (count(*) filter (where mp.created_at > ${at}::timestamptz - interval '${sql.raw(String(RECENT_LEADS_DAYS))} days'))::int as recent_leads
          from matched_providers mp
          where mp.provider_id = p.id
            and mp.created_at > ${at}::timestamptz - interval '${sql.raw(String(RESPONSE_HISTORY_DAYS))} days'
        ) history on true
        where ${which('p.id')}
          and p.is_approved and p.is_approved_contract
          and not exists (
            select 1 from provider_debts d
            where d.provider_id = p.id and d.paid_at is null and d.due_at < ${at}::timestamptz
          )
          and (select count(*) from portfolio_items pi where pi.provider_id = p.id and pi.deleted_at is null)
            >= ${PORTFOLIO_WORKS_FOR_OPPORTUNITIES}
      )
      insert into provider_match_categories (
        category_id, provider_id, city_id, own_city_only, work_region_bits, mobile_min_price_try,
        preference_flags, has_restrictions, audience_types, geo_scopes, business_types, industries, turnovers,
        company_sizes, sector_ids, technology_ids, expertise_ids, subscribed_until, boosted_until, top_ad_until,
        wallet_kurus, static_score, recent_leads, rating, verified_reviews, response_minutes, refreshed_at,
        prior_score
      )
      select c.*,
        c.static_score
          + ${commercial.subscription}::real * (c.subscribed_until is not null)::int
          + ${commercial.boost}::real * (c.boosted_until is not null)::int
          + ${commercial.categoryTop}::real * (c.top_ad_until is not null)::int
          + ${fairness.recentLeads}::real * (1 - least(c.recent_leads, ${FAIRNESS_SATURATION}::int) / ${FAIRNESS_SATURATION}::real)
      from (
      select svc.category_id, a.id, a.city_id, a.own_city_only, a.work_region_bits, a.mobile_min_price_try,
        a.preference_flags,
        cardinality(a.audience_types) + cardinality(a.geo_scopes) + cardinality(a.business_types)
          + cardinality(a.industries) + cardinality(a.turnovers) + cardinality(a.company_sizes) > 0,
        a.audience_types, a.geo_scopes, a.business_types, a.industries, a.turnovers, a.company_sizes,
        a.sector_ids, a.technology_ids, exp.ids,
        (select max(s.ends_at) from subscriptions s
          where s.provider_id = a.id and s.kind = 'category'
            and s.status in ('active', 'will_be_cancelled')
            and s.starts_at <= ${at}::timestamptz and s.ends_at > ${at}::timestamptz
            and svc.category_id = any(s.category_ids)) as subscribed_until,
        a.boosted_until,
        (select max(s.ends_at) from subscriptions s
          where s.provider_id = a.id and s.kind = 'advertisement' and s.plan = 'category_top'
            and s.status in ('active', 'will_be_cancelled')
            and s.starts_at <= ${at}::timestamptz and s.ends_at > ${at}::timestamptz
            and svc.category_id = any(s.category_ids)) as top_ad_until,
        a.wallet_kurus,
        ${relevance.expertise}::real * least(cardinality(exp.ids), 3) / 3.0
          + ${quality.rating}::real * (a.rating / 5.0) * least(a.verified_reviews, 10) / 10.0
          + ${quality.reviews}::real * least(a.verified_reviews, 10) / 10.0
          + ${quality.profileLevel}::real * a.profile_level / 100.0
          + ${quality.responseRate}::real * a.response_rate
          + ${quality.responseSpeed}::real * (case when a.response_minutes is null then 0.5
              else greatest(0, 1 - a.response_minutes / 1440.0) end)
          - ${quality.negativeFeedback}::real * least(a.negative_feedback, 5) / 5.0 as static_score,
        a.recent_leads, a.rating, a.verified_reviews, a.response_minutes, ${at}::timestamptz
      from agency a
      join lateral (
        select category_id from provider_services where provider_id = a.id
        group by category_id having count(*) >= ${SERVICES_PER_MATCHED_CATEGORY}
      ) svc on true
      cross join lateral (
        select coalesce(array_agg(pe.expertise_id order by pe.expertise_id), '{}') as ids
        from provider_expertises pe join expertises e on e.id = pe.expertise_id
        where pe.provider_id = a.id and e.category_id = svc.category_id
      ) exp
      ) c
      -- Category by category: a full refresh lays each category's rows out together for the scan.
      order by c.category_id
    `);
    await refreshMatchDocuments(tx, at, which('p.id'), options.documents ?? true);
  });
}

/**
 * The full-text documents: services, descriptions and portfolio, stemmed in Turkish and in English,
 * weighted A (service names and skills), B (descriptions), C (long texts). Rebuilt for the given agencies,
 * or, with `all` false, only where missing (the hourly refresh leaves unchanged texts alone).
 */
async function refreshMatchDocuments(db: TDb, at: string, which: SQL, all: boolean) {
  await db.execute(sql`
    insert into provider_match_documents as d (provider_id, document, refreshed_at)
    select p.id,
      setweight(to_tsvector('turkish', coalesce(services.names, '')), 'A')
        || setweight(to_tsvector('english', coalesce(services.names, '')), 'A')
        || setweight(to_tsvector('turkish', p.short_description || ' ' || coalesce(services.descriptions, '')), 'B')
        || setweight(to_tsvector('english', p.short_description || ' ' || coalesce(services.descriptions, '')), 'B')
        || setweight(to_tsvector('turkish', p.description || ' ' || coalesce(portfolio.text, '')), 'C')
        || setweight(to_tsvector('english', p.description || ' ' || coalesce(portfolio.text, '')), 'C'),
      ${at}::timestamptz
    from providers p
    left join lateral (
      select string_agg(ps.name || ' ' || array_to_string(ps.skills, ' '), ' ') as names,
        string_agg(ps.description, ' ') as descriptions
      from provider_services ps where ps.provider_id = p.id
    ) services on true
    left join lateral (
      select string_agg(pi.title || ' ' || array_to_string(pi.tags, ' ') || ' ' || pi.detail, ' ') as text
      from portfolio_items pi where pi.provider_id = p.id and pi.deleted_at is null
    ) portfolio on true
    where ${which} ${all ? sql`` : sql`and not exists (select 1 from provider_match_documents x where x.provider_id = p.id)`}
    on conflict (provider_id) do update set document = excluded.document, refreshed_at = excluded.refreshed_at
  `);
}
