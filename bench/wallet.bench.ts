/**
 * Leadcoin wallet payments on PostgreSQL: 100 agencies paying viewing fees at the same time, beside a serial
 * baseline (one payment after another) and a hot-wallet case (100 workers paying from one agency's wallet).
 * Usage: npm run bench:wallet   (DATABASE_URL or BENCH_DATABASE_URL, default the local server's `test` database,
 * in which a scratch database is created and dropped; BENCH_AGENCIES=100, BENCH_PAYMENTS=50 per agency,
 * BENCH_POOL=20 connections)
 */
import { PROJECT_VIEW_FEE_KURUS } from '@brifa/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { seedReferenceData } from '../apps/api/src/db/seed/index.ts';
import { providerMembers, providers } from '../apps/api/src/modules/identity/accounts/providers.table.ts';
import { users } from '../apps/api/src/modules/identity/users/users.table.ts';
import { grantGift, postTransaction } from '../apps/api/src/modules/ledger/wallet/wallet.repo.ts';
import { ApiError } from '../apps/api/src/platform/api-error.ts';
import { openDatabase, poolOf, type TDatabase } from '../apps/api/src/platform/db.ts';
import { percentile } from './stats.ts';

const AGENCIES = Number(process.env.BENCH_AGENCIES ?? 100);
const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 50);
const POOL = Number(process.env.BENCH_POOL ?? 20);
/** BENCH_SMOKE=1: a few runs only, to check that the benchmark still works (bench/benches.test.ts). */
const SMOKE = process.env.BENCH_SMOKE === '1';
const SERIAL = SMOKE ? 10 : 500;
const adminUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const benchDb = `brifa_bench_wallet_${process.pid}`;
const FEE = PROJECT_VIEW_FEE_KURUS;

async function adminQuery(text: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(text);
  await admin.end();
}

async function openBenchDatabase(): Promise<TDatabase> {
  await adminQuery(`DROP DATABASE IF EXISTS ${benchDb} WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE ${benchDb}`);
  const url = new URL(adminUrl);
  url.pathname = `/${benchDb}`;
  return openDatabase({ driver: 'postgres', url: url.toString(), poolSize: POOL });
}

let agencySeq = 0;
async function seedAgencies(database: TDatabase, count: number, walletKurus: number): Promise<number[]> {
  const { db } = database;
  const ids: number[] = [];
  for (let n = 0; n < count; n++) {
    const i = ++agencySeq;
    const [user] = await db
      .insert(users)
      .values({
        userType: 'provider',
        name: 'Ajans',
        surname: String(i),
        email: `owner${i}@bench-wallet.test`,
        cellPhone: `+90539${String(i).padStart(7, '0')}`,
      })
      .returning({ id: users.id });
    const [provider] = await db
      .insert(providers)
      .values({
        ownerUserId: user!.id,
        slug: `bench-ajans-${i}`,
        companyNickName: `Bench Ajans ${i}`,
        legalType: 'legal_entity',
        companyTitle: `Bench Ajans ${i} Ltd.`,
        countryId: 1,
      })
      .returning({ id: providers.id });
    await db.insert(providerMembers).values({ providerId: provider!.id, userId: user!.id, role: 'owner' });
    await grantGift(db, {
      providerId: provider!.id,
      amountKurus: walletKurus,
      idempotencyKey: `bench-gift-${provider!.id}`,
      description: 'bench',
      now: new Date(),
    });
    ids.push(provider!.id);
  }
  return ids;
}

let keySeq = 0;
type TTiming = { total: number; held: number };
/**
 * One viewing-fee payment in its own transaction; answers its latency in ms (total, and `held`: from the moment
 * it had a connection to its commit, i.e. without waiting for the pool), or null when it was refused.
 */
async function pay(database: TDatabase, providerId: number): Promise<TTiming | null> {
  const t0 = performance.now();
  let t1 = t0;
  try {
    await database.db.transaction((tx) => {
      t1 = performance.now();
      return postTransaction(tx, {
        legs: [
          { party: { providerId }, amountKurus: -FEE },
          { party: { platform: 'platform_revenue' }, amountKurus: FEE },
        ],
        type: 'spending',
        reason: 'project_view',
        description: 'bench',
        idempotencyKey: `bench-pay-${++keySeq}`,
        now: new Date(),
      });
    });
    const end = performance.now();
    return { total: end - t0, held: end - t1 };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'WALLET_INSUFFICIENT') return null;
    throw error;
  }
}

function report(label: string, times: TTiming[], refused: number, totalMs: number) {
  const total = times.map((t) => t.total).sort((a, b) => a - b);
  const held = times.map((t) => t.held).sort((a, b) => a - b);
  const ms = (sorted: number[], p: number) => `${percentile(sorted, p).toFixed(1)}`.padStart(6);
  console.log(
    `${label.padEnd(46)} n=${String(times.length).padEnd(5)} refused=${String(refused).padEnd(4)} ` +
      `${Math.round((times.length / totalMs) * 1000)
        .toString()
        .padStart(5)} payments/s | latency p50 ${ms(total, 50)} ms p95 ${ms(total, 95)} ms ` +
      `| in transaction p50 ${ms(held, 50)} ms p95 ${ms(held, 95)} ms`,
  );
}

/** `workers` loops paying concurrently; each pays `perWorker` times from the agency `agencyOf(worker)` names. */
async function run(
  database: TDatabase,
  label: string,
  workers: number,
  perWorker: number,
  agencyOf: (w: number) => number,
) {
  const times: TTiming[] = [];
  let refused = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      for (let i = 0; i < perWorker; i++) {
        const timing = await pay(database, agencyOf(w));
        if (timing === null) refused++;
        else times.push(timing);
      }
    }),
  );
  report(label, times, refused, performance.now() - started);
}

const database = await openBenchDatabase();
try {
  await database.migrate();
  await seedReferenceData(database.db);
  // Dropping the scratch database at the end terminates idle pool connections; that is expected.
  poolOf(database)?.on('error', () => {});
  console.log(`PostgreSQL ${new URL(adminUrl).host}, pool ${POOL} connections, ${AGENCIES} agencies`);
  const agencies = await seedAgencies(database, AGENCIES, (PAYMENTS + 10) * FEE);
  const [serialAgency] = await seedAgencies(database, 1, (SERIAL + 20) * FEE);
  const [hotAgency] = await seedAgencies(database, 1, AGENCIES * 9 * FEE);

  for (let i = 0; i < 20; i++) await pay(database, serialAgency!); // warm-up
  await run(database, 'baseline: serial payments, one agency', 1, SERIAL, () => serialAgency!);
  await run(database, `${AGENCIES} agencies paying concurrently`, AGENCIES, PAYMENTS, (w) => agencies[w]!);
  // A tenth more payments than the wallet can afford: the last ones are refused, never overdrawn.
  await run(
    database,
    `${AGENCIES} workers, one wallet (row-lock contention)`,
    AGENCIES,
    10,
    () => hotAgency!,
  );

  const check = (await database.db.execute(sql`
    select
      (select count(*) from wallet_accounts a where a.kind = 'provider'
        and a.balance_kurus <> (select coalesce(sum(e.amount_kurus), 0) from wallet_entries e where e.account_id = a.id))::int
        as mismatched,
      (select count(*) from wallet_accounts where balance_kurus < 0 and kind = 'provider')::int as negative,
      (select count(*) from (select transaction_id from wallet_entries group by transaction_id
        having sum(amount_kurus) <> 0) t)::int as unbalanced,
      (select count(*) from wallet_entries)::int as entries
  `)) as unknown as { rows: { mismatched: number; negative: number; unbalanced: number; entries: number }[] };
  const c = check.rows[0]!;
  console.log(
    `ledger check: ${c.entries} entries, ${c.mismatched} cached balances differing from their entries, ` +
      `${c.negative} negative balances, ${c.unbalanced} transactions not summing to zero`,
  );
} finally {
  await database.close();
  await adminQuery(`DROP DATABASE IF EXISTS ${benchDb} WITH (FORCE)`);
}
