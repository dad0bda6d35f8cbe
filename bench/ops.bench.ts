/**
 * The operator console on PostgreSQL with 100,000 agencies and 1,000,000 ledger entries (and a year of briefs,
 * matches, quotes and funnel events in proportion): the metrics as the console computes them, p50/p95 over N
 * calls at a few concurrencies. Prints figures, never asserts timings.
 * Usage: npm run bench:ops   (BENCH_AGENCIES=100000, BENCH_ENTRIES=1000000, BENCH_REQUESTS=200 per concurrency,
 * BENCH_CONCURRENCY=1,4,10, BENCH_POOL=10; BENCH_DATABASE_URL, default the local server's `test` database, in
 * which a scratch database `brifa_bench_ops_<pid>` is created and dropped; BENCH_KEEP=1 keeps it as
 * `brifa_bench_ops` for EXPLAIN; BENCH_EXPLAIN=1 prints the plans of the metrics' queries)
 */
import os from 'node:os';
import { OPS_QUEUE_KINDS } from '@brifa/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { seedReferenceData } from '../apps/api/src/db/seed/index.ts';
import { opsMetrics } from '../apps/api/src/modules/ops/metrics/metrics.service.ts';
import { systemClock } from '../apps/api/src/platform/clock.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { openDatabase, poolOf, type TDatabase } from '../apps/api/src/platform/db.ts';
import { depsOf } from '../apps/api/src/platform/deps.ts';
import { createOperator, signInOperator } from '../apps/api/test/operators.ts';
import { opsSeedSize, seedOps } from './ops-seed.ts';
import { percentile } from './stats.ts';

/** BENCH_SMOKE=1: a small database and a few calls, to check that the benchmark still works (bench/*.test.ts). */
const SMOKE = process.env.BENCH_SMOKE === '1';
const AGENCIES = Number(process.env.BENCH_AGENCIES ?? (SMOKE ? 200 : 100_000));
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? (SMOKE ? 2_000 : 1_000_000));
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? (SMOKE ? 5 : 200));
const CONCURRENCY = (process.env.BENCH_CONCURRENCY ?? (SMOKE ? '1,2' : '1,4,10')).split(',').map(Number);
const POOL = Number(process.env.BENCH_POOL ?? 10);
const KEEP = process.env.BENCH_KEEP === '1';
const EXPLAIN = process.env.BENCH_EXPLAIN === '1';
/** BENCH_REUSE=1 (with BENCH_KEEP=1): measure the kept database again, without seeding it. */
const REUSE = KEEP && process.env.BENCH_REUSE === '1';
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const benchDb = KEEP ? 'brifa_bench_ops' : `brifa_bench_ops_${process.pid}`;

async function adminQuery(text: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(text);
  await admin.end();
}

function benchUrl(): string {
  const url = new URL(adminUrl);
  url.pathname = `/${benchDb}`;
  return url.toString();
}

/** `requests` calls of `call`, `concurrency` at a time; prints p50/p95 of their latencies. */
async function measure(label: string, concurrency: number, requests: number, call: () => Promise<unknown>) {
  for (let i = 0; i < Math.min(5, requests); i++) await call(); // warm-up
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < requests) {
        const t0 = performance.now();
        await call();
        times.push(performance.now() - t0);
      }
    }),
  );
  const total = performance.now() - started;
  times.sort((a, b) => a - b);
  const ms = (p: number) => `${percentile(times, p).toFixed(1)}`.padStart(7);
  console.log(
    `${label.padEnd(40)} c=${String(concurrency).padEnd(3)} n=${String(times.length).padEnd(5)} ` +
      `p50 ${ms(50)} ms  p95 ${ms(95)} ms  ${Math.round((times.length / total) * 1000)} req/s`,
  );
}

if (!REUSE) {
  await adminQuery(`DROP DATABASE IF EXISTS ${benchDb} WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE ${benchDb}`);
}
let database: TDatabase | undefined;
try {
  database = await openDatabase({ driver: 'postgres', url: benchUrl(), poolSize: POOL });
  poolOf(database)?.on('error', () => {}); // dropping the scratch database ends idle connections
  await database.migrate();
  if (!REUSE) {
    await seedReferenceData(database.db);
    const size = opsSeedSize(AGENCIES, ENTRIES);
    console.log(
      `PostgreSQL ${new URL(adminUrl).host}/${benchDb}, pool ${POOL}: ${size.agencies} agencies, ${size.entries} ` +
        `ledger entries, ${size.briefs} briefs (5 matches each), ${size.clients} clients`,
    );
    const seeder = new pg.Client({ connectionString: benchUrl() });
    seeder.on('error', () => {});
    await seeder.connect();
    const seedStarted = performance.now();
    await seedOps(seeder, size, OPS_QUEUE_KINDS, (line) => console.log(`  seed ${line}`));
    await seeder.end();
    console.log(`  seed total ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
  }
  const counts = (await database.db.execute(sql`
    select (select count(*) from providers)::int as agencies, (select count(*) from wallet_entries)::int as entries,
      (select count(*) from offers)::int as briefs, (select count(*) from matched_providers)::int as matches`)) as unknown as {
    rows: Record<string, number>[];
  };
  console.log(`  in the database: ${JSON.stringify(counts.rows[0])}`);

  const deps = { db: database.db, clock: systemClock };
  if (EXPLAIN) await explainMetrics(database, Number(process.env.BENCH_EXPLAIN_DAYS ?? 30) === 90 ? 90 : 30);
  if (process.env.BENCH_EXPLAIN_ONLY === '1') process.exit(0);

  console.log(
    `\nload average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores`,
  );
  console.log('metrics service (the SQL the endpoints run, no HTTP)');
  for (const c of CONCURRENCY) await measure('opsMetrics(30 days)', c, REQUESTS, () => opsMetrics(deps, 30));
  for (const c of CONCURRENCY) await measure('opsMetrics(90 days)', c, REQUESTS, () => opsMetrics(deps, 90));

  // Through the real app over HTTP with an operator's session: what the console's pages call.
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'production',
      PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
      LOG_LEVEL: 'silent',
      SERVE_WEB: 'false',
    }),
    database,
    clock: systemClock,
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const operator = await createOperator(depsOf(app));
    const session = await signInOperator(app, operator);
    const get = async (path: string) => {
      const response = await fetch(`${base}${path}`, { headers: session.bearer });
      await response.text();
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
    };
    console.log(
      `\nload average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    console.log('HTTP, operator session (GET /api/v1/ops/...)');
    // The console home: its loader asks for the queues; the glance strip's 30-day figures follow from the browser.
    for (const c of CONCURRENCY)
      await measure('home: queues (what the page waits for)', c, REQUESTS, () => get('/api/v1/ops/home'));
    for (const c of CONCURRENCY) {
      await measure('home: queues + glance strip (both calls)', c, REQUESTS, () =>
        Promise.all([get('/api/v1/ops/home'), get('/api/v1/ops/metrics?Days=30')]),
      );
    }
    for (const c of CONCURRENCY) {
      await measure('/ops/metrics: /metrics?Days=30', c, REQUESTS, () => get('/api/v1/ops/metrics?Days=30'));
    }
    for (const c of CONCURRENCY) {
      await measure('/ops/metrics: /metrics?Days=90', c, REQUESTS, () => get('/api/v1/ops/metrics?Days=90'));
    }
  } finally {
    await app.close();
  }
} finally {
  await database?.close();
  if (!KEEP) await adminQuery(`DROP DATABASE IF EXISTS ${benchDb} WITH (FORCE)`);
}

/** EXPLAIN (ANALYZE, BUFFERS) of each metrics query, through drizzle's logger: the statements the service runs. */
async function explainMetrics(database: TDatabase, days: 30 | 90) {
  const statements: { sql: string; params: unknown[] }[] = [];
  const logged = await openDatabase({
    driver: 'postgres',
    url: benchUrl(),
    poolSize: 1,
    logger: { logQuery: (query, params) => statements.push({ sql: query, params }) },
  });
  await opsMetrics({ db: logged.db, clock: systemClock }, days);
  const client = poolOf(logged)!;
  for (const statement of statements) {
    const plan = await client.query(
      `explain (analyze, buffers, costs off) ${statement.sql}`,
      statement.params,
    );
    console.log(`\n-- ${statement.sql.replace(/\s+/g, ' ').slice(0, 100)}…`);
    for (const row of plan.rows) console.log(`   ${row['QUERY PLAN']}`);
  }
  await logged.close();
  void database;
}
