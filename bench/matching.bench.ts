/**
 * Matching one brief against 100,000 agencies, on PostgreSQL and on PGlite in the same run, beside a naive
 * baseline (load every agency's matching row and score it in JavaScript).
 * Usage: npm run bench:matching   (BENCH_AGENCIES, default 100000; BENCH_DATABASE_URL, default the local
 * server's `test` database, in which a scratch database is created; BENCH_DRIVERS=postgres,pglite)
 */
import { regionOfCity } from '@brifa/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createPrng } from '../apps/api/src/db/seed/demo.ts';
import { seedReferenceData } from '../apps/api/src/db/seed/index.ts';
import { refreshMatchProfiles } from '../apps/api/src/modules/briefs/matching/match-profiles.ts';
import { findCandidates, type TMatchQuery } from '../apps/api/src/modules/briefs/matching/matching.engine.ts';
import { matchOffer } from '../apps/api/src/modules/briefs/matching/matching.service.ts';
import { offers } from '../apps/api/src/modules/briefs/offers/offers.table.ts';
import { users } from '../apps/api/src/modules/identity/users/users.table.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { openDatabase, type TDatabase } from '../apps/api/src/platform/db.ts';
import { standaloneDeps } from '../apps/api/src/standalone-deps.ts';
import { seedBenchAgencies } from './matching-seed.ts';
import { percentile } from './stats.ts';

const AGENCIES = Number(process.env.BENCH_AGENCIES ?? 100_000);
const DRIVERS = (process.env.BENCH_DRIVERS ?? 'postgres,pglite').split(',');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// Per process: two runs at once (another worktree, the smoke test) never drop each other's database.
const benchDb = `brifa_bench_matching_${process.pid}`;
/** BENCH_SMOKE=1: a few runs only, to check that the benchmark still works (bench/benches.test.ts). */
const SMOKE = process.env.BENCH_SMOKE === '1';
const QUERIES = SMOKE ? 5 : 300;
const FULL_RUNS = SMOKE ? 3 : 100;
const NAIVE_RUNS = SMOKE ? 1 : 5;

const random = createPrng(7);
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
const BRIEF_WORDS = [
  'mobil uygulama',
  'sadakat programı',
  'e-ticaret sitesi',
  'sosyal medya yönetimi',
  'SEO',
  'marka kimliği',
  'Google Ads kampanyası',
  'video prodüksiyon',
  'React',
  'Node.js',
  'Shopify',
  'raporlama',
];

function randomBrief(now: Date): Omit<TMatchQuery, 'excludeProviderIds' | 'limit'> {
  const categoryId = 1 + Math.floor(25 * random() ** 2);
  const cityRoll = random();
  const cityId =
    cityRoll < 0.45 ? 34 : cityRoll < 0.6 ? 6 : cityRoll < 0.7 ? 35 : 1 + Math.floor(random() * 81);
  const text = Array.from({ length: 40 }, () => pick(BRIEF_WORDS)).join(' ');
  return {
    categoryId,
    cityId,
    region: regionOfCity(cityId),
    budgetTry: random() < 0.2 ? null : Math.round(20_000 + random() * 980_000),
    sectorId: 1 + Math.floor(random() * 32),
    isDecisionMaker: random() < 0.85,
    personalEmail: random() < 0.15,
    isTender: random() < 0.1,
    audienceType: pick(['b2b', 'b2c', 'b2g']),
    geoScope: pick(['local', 'national', 'international']),
    businessType: pick(['retail', 'services', 'technology', 'ecommerce']),
    turnover: pick(['under_10m', '10m_100m', '100m_1b']),
    companySize: pick(['startup', 'sme', 'large']),
    requiredTechnologyIds: categoryId === 1 && random() < 0.3 ? [9] : [],
    mentionedTechnologyIds: text.includes('React') ? [1, 9] : [],
    text,
    isMobileCategory: categoryId === 3,
    now,
  };
}

type TProfile = Record<string, unknown> & { provider_id: number };

/**
 * The naive way: every agency with its settings and preferences into memory, the same rules in plain
 * JavaScript, scored on the factors those rows carry.
 */
function naiveMatch(rows: TProfile[], q: ReturnType<typeof randomBrief>) {
  const has = (list: unknown, value: unknown) => ((list as unknown[] | null) ?? []).includes(value);
  const open = (list: unknown, value: unknown) =>
    (list as unknown[]).length === 0 || (value !== null && has(list, value));
  const eligible = rows.filter(
    (m) =>
      m.is_approved &&
      m.is_approved_contract &&
      Number(m.works) >= 5 &&
      has(m.category_ids, q.categoryId) &&
      (m.city_preference === 'own_city' ? m.city_id === q.cityId : has(m.work_regions, q.region)) &&
      (!q.isMobileCategory ||
        q.budgetTry === null ||
        m.mobile_min_price_try === null ||
        Number(m.mobile_min_price_try) <= q.budgetTry) &&
      (q.budgetTry !== null || !m.budget_defined_only) &&
      (!q.personalEmail || !m.no_personal_email) &&
      (q.isDecisionMaker || !m.no_non_decision_makers) &&
      (q.isTender !== true || m.tenders_allowed) &&
      open(m.audience_types, q.audienceType) &&
      open(m.geo_scopes, q.geoScope) &&
      open(m.business_types, q.businessType) &&
      open(m.industries, q.sectorId) &&
      open(m.turnovers, q.turnover) &&
      open(m.company_sizes, q.companySize) &&
      Number(m.wallet_kurus) >= 500_00,
  );
  const score = (m: TProfile) =>
    8 * Number(has(m.sector_ids, q.sectorId)) + 6 * Number(m.city_id === q.cityId);
  return eligible.sort((a, b) => score(b) - score(a)).slice(0, 5);
}

function summary(label: string, times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `${label.padEnd(44)} n=${String(times.length).padEnd(4)} p50 ${percentile(sorted, 50).toFixed(2).padStart(8)} ms  p95 ${percentile(sorted, 95).toFixed(2).padStart(8)} ms`,
  );
}

async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const result = await run();
  console.log(`${label.padEnd(44)} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return result;
}

async function dropBenchDatabase() {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${benchDb} WITH (FORCE)`);
  await admin.end();
}

async function openBenchDatabase(driver: string): Promise<TDatabase> {
  if (driver === 'pglite') return openDatabase({ driver: 'pglite' });
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${benchDb} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${benchDb}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${benchDb}`;
  return openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 4 });
}

for (const driver of DRIVERS) {
  console.log(`\n== ${driver}: ${AGENCIES.toLocaleString('en')} agencies ==`);
  const database = await openBenchDatabase(driver);
  const { db } = database;
  await database.migrate();
  await seedReferenceData(db);
  await timed('seed agencies (source tables)', () => seedBenchAgencies(db, AGENCIES));
  const now = new Date();
  await timed('refreshMatchProfiles (all agencies)', () => refreshMatchProfiles(db, now));
  // Steady state: autovacuum has cleaned up after the bulk load, and the checkpoint its half a gigabyte of WAL
  // starts has ended, by the time real briefs arrive (a spread checkpoint otherwise overlaps the timed runs).
  await db.execute(sql`vacuum analyze`);
  if (driver === 'postgres') await db.execute(sql`checkpoint`);
  const counts = (await db.execute(
    sql`select count(*)::int as n, count(distinct provider_id)::int as matchable from provider_match_categories`,
  )) as unknown as { rows: { n: number; matchable: number }[] };
  console.log(
    `matching index rows ${counts.rows[0]!.n} (category, agency), matchable agencies ${counts.rows[0]!.matchable}`,
  );

  const engineTimes: number[] = [];
  let found = 0;
  for (let i = 0; i < QUERIES + 20; i++) {
    const brief = randomBrief(now);
    const t0 = performance.now();
    const candidates = await findCandidates(db, { ...brief, excludeProviderIds: [], limit: 8 });
    if (i >= 20) {
      engineTimes.push(performance.now() - t0);
      found += Math.min(candidates.length, 5);
    }
  }
  summary(`engine query (findCandidates)`, engineTimes);
  console.log(`average agencies matched per brief ${(found / QUERIES).toFixed(2)}`);

  const [client] = await db
    .insert(users)
    .values({
      userType: 'client',
      name: 'Bench',
      surname: 'Client',
      email: 'client@bench.test',
      cellPhone: '+905009990000',
    })
    .returning();
  // The deps the API uses (adapters, events, config): the new-match notice builds a link from the config.
  const deps = await standaloneDeps(
    loadConfig({
      NODE_ENV: 'production',
      PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
      LOG_LEVEL: 'silent',
      SERVE_WEB: 'false',
    }),
    database,
  );
  const fullTimes: number[] = [];
  for (let i = 0; i < FULL_RUNS; i++) {
    const brief = randomBrief(now);
    const [offer] = await db
      .insert(offers)
      .values({
        key: `bench-offer-${i}`,
        userId: client!.id,
        categoryId: brief.categoryId,
        answers: {},
        budgetTry: brief.budgetTry,
        companyName: 'Bench',
        sectorId: brief.sectorId,
        companySize: brief.companySize,
        employeeCount: '11-50',
        cityId: brief.cityId,
        isDecisionMaker: brief.isDecisionMaker,
        description: brief.text,
        contactPreference: 'email',
        availableTime: 'anytime',
        audienceType: brief.audienceType,
        geoScope: brief.geoScope,
        businessType: brief.businessType,
        turnover: brief.turnover,
        isTender: brief.isTender,
        briefScore: 70,
        createdAt: now,
        windowEndsAt: new Date(now.getTime() + 86_400_000),
      })
      .returning();
    const t0 = performance.now();
    await matchOffer(deps, offer!.id, { source: 'engine' });
    fullTimes.push(performance.now() - t0);
  }
  summary('full match (matchOffer: rules, live check, store)', fullTimes);

  const naiveTimes: number[] = [];
  for (let i = 0; i < NAIVE_RUNS; i++) {
    const brief = randomBrief(now);
    const t0 = performance.now();
    const rows = (
      (await db.execute(sql`
        select p.id as provider_id, p.is_approved, p.is_approved_contract, p.city_id,
          (select array_agg(distinct category_id) from provider_services s where s.provider_id = p.id) as category_ids,
          (select count(*) from portfolio_items w where w.provider_id = p.id) as works,
          (select array_agg(sector_id) from provider_sectors x where x.provider_id = p.id) as sector_ids,
          st.work_regions, st.city_preference, st.mobile_min_price_try,
          coalesce(pr.budget_defined_only, false) as budget_defined_only, coalesce(pr.no_personal_email, false) as no_personal_email,
          coalesce(pr.no_non_decision_makers, false) as no_non_decision_makers, coalesce(pr.tenders_allowed, true) as tenders_allowed,
          coalesce(pr.audience_types, '{}') as audience_types, coalesce(pr.geo_scopes, '{}') as geo_scopes,
          coalesce(pr.business_types, '{}') as business_types, coalesce(pr.industries, '{}') as industries,
          coalesce(pr.turnovers, '{}') as turnovers, coalesce(pr.company_sizes, '{}') as company_sizes,
          coalesce(w.balance_kurus, 0) as wallet_kurus
        from providers p
        left join provider_match_settings st on st.provider_id = p.id
        left join provider_opportunity_preferences pr on pr.provider_id = p.id
        left join wallet_accounts w on w.provider_id = p.id`)) as unknown as { rows: TProfile[] }
    ).rows;
    naiveMatch(rows, brief);
    naiveTimes.push(performance.now() - t0);
  }
  summary('naive baseline (load all, score in JS)', naiveTimes);
  await database.close();
  if (driver === 'postgres') await dropBenchDatabase();
}
