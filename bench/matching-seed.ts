/**
 * Seeds N agencies for the matching benchmark straight in SQL (generate_series), through the same source
 * tables the app uses, then builds the matching index with the app's own refreshMatchProfiles. The spread
 * is skewed like a real marketplace: Istanbul, Ankara and Izmir dominate; software, mobile and web are the
 * busiest categories; most agencies leave their preferences open, some restrict them.
 */
import { sql } from 'drizzle-orm';
import type { TDb } from '../apps/api/src/platform/db.ts';

/** A deterministic 0..99 value per (salt, g). */
const r = (salt: string) => sql.raw(`(abs(hashtext('${salt}' || g::text)) % 100)`);

const WORDS = [
  'mobil uygulama',
  'iOS',
  'Android',
  'web sitesi',
  'e-ticaret',
  'SEO',
  'sosyal medya',
  'marka kimliği',
  'logo tasarımı',
  'performans pazarlaması',
  'Google Ads',
  'Meta reklamları',
  'içerik üretimi',
  'video prodüksiyon',
  'kurumsal yazılım',
  'ERP entegrasyonu',
  'UX araştırması',
  'arayüz tasarımı',
  'sadakat programı',
  'kampanya',
  'influencer',
  'halkla ilişkiler',
  'etkinlik',
  'fotoğraf çekimi',
  'dijital strateji',
  'CRM',
  'raporlama',
  'mobile app',
  'online store',
  'brand identity',
  'paid social',
  'content marketing',
  'data analytics',
];

export async function seedBenchAgencies(db: TDb, n: number) {
  const words = sql.raw(`(array[${WORDS.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}])`);
  const run = (query: ReturnType<typeof sql>) => db.execute(query);
  await run(sql`
    insert into users (user_type, name, surname, email, cell_phone, is_phone_verified)
    select 'provider', 'Bench', 'Agency ' || g, 'owner' || g || '@bench-agency.test', '+9070' || lpad(g::text, 8, '0'), true
    from generate_series(1, ${n}::int) g`);
  await run(sql`
    insert into providers (owner_user_id, slug, company_nick_name, legal_type, legal_suffix, company_title, country_id,
      city_id, short_description, description, website, founded_year, is_approved, is_information_approved, is_approved_contract)
    select u.id, 'bench-' || g, 'Bench Ajans ' || g, 'legal_entity', 'LTD', 'Bench Ajans ' || g || ' Ltd. Şti.', 1,
      case when ${r('city')} < 40 then 34 when ${r('city')} < 52 then 6 when ${r('city')} < 62 then 35
           when ${r('city')} < 67 then 16 when ${r('city')} < 71 then 7 when ${r('city')} < 74 then 41
           else 1 + (abs(hashtext('c2' || g::text)) % 81) end,
      ${words}[1 + ${r('w1')} % ${WORDS.length}] || ' ve ' || ${words}[1 + ${r('w2')} % ${WORDS.length}] || ' alanında çalışan ekip.',
      repeat('Markalar için ' || ${words}[1 + ${r('w3')} % ${WORDS.length}] || ' projeleri yürütüyoruz. ', 6),
      case when ${r('site')} < 80 then 'https://bench' || g || '.test' end,
      case when ${r('year')} < 70 then 2000 + ${r('year')} % 25 end,
      ${r('appr')} < 92, true, ${r('appr')} < 90
    from generate_series(1, ${n}::int) g
    join users u on u.email = 'owner' || g || '@bench-agency.test'`);
  // Primary category skewed towards the low ids (software, digital, mobile, ...); half have a second one.
  await run(sql`
    create temporary table bench_categories as
    select p.id as provider_id, g, c.category_id
    from generate_series(1, ${n}::int) g
    join providers p on p.slug = 'bench-' || g
    cross join lateral (
      select 1 + floor(25 * power(${r('cat1')} / 100.0, 2))::int as category_id
      union
      select 1 + ${r('cat2')} % 25 where ${r('has2')} < 50
    ) c`);
  await run(sql`
    insert into provider_services (provider_id, category_id, name, level, description, skills)
    select b.provider_id, b.category_id,
      ${words}[1 + (abs(hashtext('s' || b.g || s)) % ${WORDS.length})] || ' hizmeti ' || s,
      (array['basic','medium','advanced','expert'])[1 + s % 4],
      'Kapsamlı ' || ${words}[1 + (abs(hashtext('d' || b.g || s)) % ${WORDS.length})] || ' çalışması, raporlama ve destek.',
      array[${words}[1 + (abs(hashtext('k' || b.g || s)) % ${WORDS.length})]]
    from bench_categories b
    cross join generate_series(1, 2 + (abs(hashtext('ns' || b.g)) % 10 > 0)::int + (abs(hashtext('n4' || b.g)) % 2)) s`);
  await run(sql`
    insert into portfolio_items (provider_id, title, company_name, category_id, detail, tags)
    select b.provider_id, 'Proje ' || w, 'Müşteri ' || w, b.category_id,
      ${words}[1 + (abs(hashtext('pf' || b.g || w)) % ${WORDS.length})] || ' ile satışlar arttı.', array['bench']
    from (select provider_id, g, min(category_id) as category_id from bench_categories group by provider_id, g) b
    cross join generate_series(1, case when abs(hashtext('pw' || b.g)) % 100 < 8 then 4 else 6 end) w`);
  await run(sql`
    insert into provider_match_settings (provider_id, work_regions, city_preference, mobile_min_price_try)
    select p.id,
      case when ${r('reg')} < 75 then array['marmara','aegean','mediterranean','central_anatolia','black_sea','eastern_anatolia','southeastern_anatolia']
           else array['marmara','central_anatolia'] end,
      case when ${r('own')} < 10 then 'own_city' else 'all' end,
      7000 + ${r('mob')} * 5000
    from generate_series(1, ${n}::int) g join providers p on p.slug = 'bench-' || g`);
  await run(sql`
    insert into provider_opportunity_preferences (provider_id, budget_defined_only, no_personal_email,
      no_non_decision_makers, tenders_allowed, audience_types, industries, company_sizes, turnovers)
    select p.id, ${r('bd')} < 30, ${r('pe')} < 20, ${r('dm')} < 15, ${r('td')} > 10,
      case when ${r('au')} < 10 then array['b2b'] else '{}' end,
      case when ${r('in')} < 10 then array[1 + ${r('i1')} % 32, 1 + ${r('i2')} % 32, 1 + ${r('i3')} % 32] else '{}' end,
      case when ${r('cs')} < 10 then array['large','enterprise'] else '{}' end,
      case when ${r('to')} < 5 then array['over_1b'] else '{}' end
    from generate_series(1, ${n}::int) g join providers p on p.slug = 'bench-' || g
    where ${r('hasp')} < 35`);
  await run(sql`
    insert into provider_technologies (provider_id, technology_id)
    select distinct p.id, 1 + (abs(hashtext('t' || g || t)) % 74)
    from generate_series(1, ${n}::int) g join providers p on p.slug = 'bench-' || g
    cross join generate_series(1, 6) t`);
  await run(sql`
    insert into provider_expertises (provider_id, expertise_id)
    select distinct b.provider_id, e.id from bench_categories b
    join lateral (select id from expertises where category_id = b.category_id order by abs(hashtext(b.g || '-' || id)) limit 2) e on true`);
  await run(sql`
    insert into provider_sectors (provider_id, sector_id)
    select distinct p.id, s.id from generate_series(1, ${n}::int) g join providers p on p.slug = 'bench-' || g
    join lateral (select id from sectors order by abs(hashtext(g || '-' || id)) limit 2) s on true`);
  // Wallet balances are written to the accounts directly: this database only measures matching.
  await run(sql`
    insert into wallet_accounts (provider_id, kind, balance_kurus)
    select p.id, 'provider', case when ${r('wal')} < 60 then 2000 * 100 else 100 * 100 end
    from generate_series(1, ${n}::int) g join providers p on p.slug = 'bench-' || g`);
  await run(sql`
    insert into subscriptions (provider_id, kind, category_ids, starts_at, ends_at)
    select b.provider_id, 'category', array[b.category_id], now() - interval '10 days', now() + interval '80 days'
    from bench_categories b where abs(hashtext('sub' || b.g)) % 100 < 25`);
  await run(sql`
    insert into provider_debts (provider_id, kind, amount_kurus, due_at)
    select p.id, 'subscription', 100000, now() - interval '3 days'
    from generate_series(1, ${n}::int) g join providers p on p.slug = 'bench-' || g where ${r('debt')} < 3`);
  await run(sql`drop table bench_categories`);
}
