/**
 * The agency directory on PostgreSQL with 100,000 agencies: a query with three filters (category, city, team
 * size) and a text search, through the app's own searchDirectory, beside the same query without the
 * directory's indexes, in the same run. Prints p50/p95; never asserts.
 * Usage: npm run bench:directory   (BENCH_AGENCIES, default 100000; BENCH_DATABASE_URL, default the local
 * server's `test` database, in which a scratch database is created and dropped)
 */
import { type TDirectoryQuery, TEAM_SIZE_FILTERS } from '@brifa/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createPrng } from '../apps/api/src/db/seed/demo.ts';
import { seedReferenceData } from '../apps/api/src/db/seed/index.ts';
import { searchDirectory } from '../apps/api/src/modules/directory/directory.repo.ts';
import { refreshDirectory } from '../apps/api/src/modules/directory/directory-index.ts';
import { openDatabase, poolOf } from '../apps/api/src/platform/db.ts';
import { seedBenchAgencies } from './matching-seed.ts';
import { percentile } from './stats.ts';

const AGENCIES = Number(process.env.BENCH_AGENCIES ?? 100_000);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const benchDb = `brifa_bench_directory_${process.pid}`;
/** BENCH_SMOKE=1: a few runs only, to check that the benchmark still works (bench/benches.test.ts). */
const SMOKE = process.env.BENCH_SMOKE === '1';
const QUERIES = SMOKE ? 5 : 300;
const SEARCHES = [
  'mobil',
  'SEO',
  'e-ticaret',
  'sosyal medya',
  'marka',
  'video',
  'yazılım',
  'İstanbul',
  'kampanya',
  'UX',
];

const random = createPrng(11);
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;

function randomQuery(): TDirectoryQuery {
  const cityRoll = random();
  return {
    CategoryId: 1 + Math.floor(25 * random() ** 2),
    CityId: cityRoll < 0.45 ? 34 : cityRoll < 0.6 ? 6 : cityRoll < 0.7 ? 35 : 1 + Math.floor(random() * 81),
    TeamSize: pick(TEAM_SIZE_FILTERS),
    Search: pick(SEARCHES),
    Sort: 'recommended',
    PageIndex: 0,
    PageSize: 12,
  };
}

async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const result = await run();
  console.log(`${label.padEnd(44)} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return result;
}

function summary(label: string, times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `${label.padEnd(44)} n=${sorted.length}  p50 ${percentile(sorted, 50).toFixed(2)} ms  p95 ${percentile(sorted, 95).toFixed(2)} ms`,
  );
}

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${benchDb} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${benchDb}`);
const url = new URL(adminUrl);
url.pathname = `/${benchDb}`;
const database = await openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 4 });
const { db } = database;
try {
  console.log(`== postgres: ${AGENCIES.toLocaleString('en')} agencies ==`);
  await database.migrate();
  await seedReferenceData(db);
  await timed('seed agencies (source tables)', () => seedBenchAgencies(db, AGENCIES));
  // What the directory reads beyond the matching seed: team size, prices, reviews and the profile level
  // (about half of the agencies above the listing threshold).
  await db.execute(sql`
    update providers set
      team_size = (array['1-5','5-10','10-20','20+'])[1 + abs(hashtext('ts' || id::text)) % 4],
      profile_level = 60 + abs(hashtext('pl' || id::text)) % 41,
      review_count = abs(hashtext('rc' || id::text)) % 25,
      verified_review_count = abs(hashtext('rv' || id::text)) % 15,
      rating_average = 3 + (abs(hashtext('ra' || id::text)) % 21) / 10.0`);
  await db.execute(
    sql`update provider_services set price_kurus = (5000 + abs(hashtext('pr' || id::text)) % 200000) * 100`,
  );
  const now = new Date();
  await timed('refreshDirectory (all agencies)', () => refreshDirectory(db, now));
  await db.execute(sql`vacuum analyze`);
  const counts = (await db.execute(
    sql`select count(*)::int as n, count(*) filter (where is_listed)::int as listed from provider_directory`,
  )) as unknown as { rows: { n: number; listed: number }[] };
  console.log(`directory rows ${counts.rows[0]!.n}, listed ${counts.rows[0]!.listed}`);

  const queries = Array.from({ length: QUERIES + 20 }, randomQuery);
  const run = async (label: string) => {
    const times: number[] = [];
    let results = 0;
    for (const [i, query] of queries.entries()) {
      const t0 = performance.now();
      const page = await searchDirectory(db, query, now);
      if (i >= 20) {
        times.push(performance.now() - t0);
        results += page.total;
      }
    }
    summary(label, times);
    console.log(`${''.padEnd(44)} average matching agencies per query ${(results / QUERIES).toFixed(1)}`);
  };
  await run('category + city + team size + text (indexed)');

  const indexes = (await db.execute(
    sql`select indexname from pg_indexes where tablename = 'provider_directory' and indexname <> 'provider_directory_pkey'`,
  )) as unknown as { rows: { indexname: string }[] };
  for (const { indexname } of indexes.rows) await db.execute(sql.raw(`drop index ${indexname}`));
  await db.execute(sql`analyze provider_directory`);
  await run('same query without the directory indexes');
} finally {
  // Connections the pool is still closing hear the forced drop: not an error of the benchmark.
  poolOf(database)?.on('error', () => {});
  await database.close();
  await admin.query(`DROP DATABASE IF EXISTS ${benchDb} WITH (FORCE)`);
  await admin.end();
}
