/**
 * The daily renewal job on PostgreSQL (issue 19): BENCH_SUBSCRIPTIONS (10,000) package subscriptions ending
 * within the next day, each of its own agency, half renewing on a sandbox success card and half on the
 * insufficient-funds card; times one run of the job (charge, delivery with its invoice, or a debt; each
 * step's notice) and prints the run time and the counts, then checks them against the rows.
 * Usage: npm run bench:renewals   (BENCH_DATABASE_URL or DATABASE_URL: an admin connection in which a scratch
 * database is created and dropped; BENCH_DRIVER=pglite for an in-memory run; BENCH_POOL=10)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SANDBOX_TEST_CARDS } from '@brifa/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { seedReferenceData } from '../apps/api/src/db/seed/index.ts';
import { creditCards } from '../apps/api/src/modules/billing/cards/cards.table.ts';
import { renewSubscriptions } from '../apps/api/src/modules/billing/subscriptions-renewal/renewals.job.ts';
import { providerMembers, providers } from '../apps/api/src/modules/identity/accounts/providers.table.ts';
import { users } from '../apps/api/src/modules/identity/users/users.table.ts';
import { subscriptions } from '../apps/api/src/modules/ledger/subscriptions/subscriptions.table.ts';
import { fixedClock } from '../apps/api/src/platform/clock.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { openDatabase, poolOf, type TDatabase } from '../apps/api/src/platform/db.ts';
import { depsOf } from '../apps/api/src/platform/deps.ts';

/** BENCH_SMOKE=1: a few subscriptions only, to check that the benchmark still works (bench/benches.test.ts). */
const SMOKE = process.env.BENCH_SMOKE === '1';
const COUNT = Number(process.env.BENCH_SUBSCRIPTIONS ?? (SMOKE ? 20 : 10_000));
const POOL = Number(process.env.BENCH_POOL ?? 10);
const DRIVER = process.env.BENCH_DRIVER === 'pglite' ? 'pglite' : 'postgres';
const PRICE_KURUS = 6_000_00;
const NOW = new Date('2026-11-23T03:00:00.000Z');
const adminUrl =
  process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const benchDb = `brifa_bench_renewals_${process.pid}`;
const BATCH = 500;

async function adminQuery(text: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(text);
  await admin.end();
}

async function openBenchDatabase(): Promise<TDatabase> {
  if (DRIVER === 'pglite') return openDatabase({ driver: 'pglite' });
  await adminQuery(`DROP DATABASE IF EXISTS ${benchDb} WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE ${benchDb}`);
  const url = new URL(adminUrl);
  url.pathname = `/${benchDb}`;
  return openDatabase({ driver: 'postgres', url: url.toString(), poolSize: POOL });
}

const cardOf = (outcome: string) => SANDBOX_TEST_CARDS.find((c) => c.outcome === outcome)!.number;

async function count(database: TDatabase, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await database.db.execute(query)) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]!.n);
}

const booksDir = mkdtempSync(path.join(tmpdir(), 'bench-renewals-bank-'));
const database = await openBenchDatabase();
poolOf(database)?.on('error', () => {});
let app: Awaited<ReturnType<typeof buildApp>> | undefined;
let failed = false;
try {
  await database.migrate();
  await seedReferenceData(database.db);
  const clock = fixedClock(NOW);
  app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'sandbox',
      PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
      SANDBOX_BANK_FILE: path.join(booksDir, 'sandbox-bank.jsonl'),
      LOG_LEVEL: 'silent',
      SERVE_WEB: 'false',
    }),
    database,
    clock,
  });
  await app.ready();
  const deps = depsOf(app);
  type TStored = Exclude<Awaited<ReturnType<typeof deps.adapters.payments.storeCard>>, { status: string }>;
  /** Each agency's card, stored at the sandbox bank (a card token is one user's). */
  async function storeCard(i: number): Promise<TStored> {
    const stored = await deps.adapters.payments.storeCard({
      email: `owner${i}@bench-renewals.test`,
      externalId: `bench-${i}`,
      card: {
        holderName: 'Bench',
        number: cardOf(i % 2 === 0 ? 'success' : 'insufficient_funds'),
        expireMonth: '12',
        expireYear: '2030',
        cvc: '123',
      },
      conversationId: `bench-card-${i}`,
    });
    if ('status' in stored) throw new Error('the sandbox refused a card');
    return stored;
  }

  const seedStarted = performance.now();
  const { db } = database;
  for (let from = 0; from < COUNT; from += BATCH) {
    const n = Math.min(BATCH, COUNT - from);
    const indexes = Array.from({ length: n }, (_, k) => from + k + 1);
    const userRows = await db
      .insert(users)
      .values(
        indexes.map((i) => ({
          userType: 'provider' as const,
          name: 'Ajans',
          surname: String(i),
          email: `owner${i}@bench-renewals.test`,
          cellPhone: `+90537${String(i).padStart(7, '0')}`,
        })),
      )
      .returning({ id: users.id, email: users.email });
    const providerRows = await db
      .insert(providers)
      .values(
        userRows.map((user, k) => ({
          ownerUserId: user.id,
          slug: `bench-yenileme-ajans-${indexes[k]}`,
          companyNickName: `Bench Yenileme Ajans ${indexes[k]}`,
          legalType: 'legal_entity' as const,
          companyTitle: `Bench Yenileme Ajans ${indexes[k]} Ltd.`,
          countryId: 1,
        })),
      )
      .returning({ id: providers.id, ownerUserId: providers.ownerUserId });
    await db
      .insert(providerMembers)
      .values(providerRows.map((p) => ({ providerId: p.id, userId: p.ownerUserId, role: 'owner' as const })));
    const cards = await Promise.all(indexes.map((i) => storeCard(i)));
    const cardRows = await db
      .insert(creditCards)
      .values(
        providerRows.map((p, k) => {
          const card = cards[k]!;
          return {
            userId: p.ownerUserId,
            providerName: deps.adapters.payments.name,
            cardUserKey: card.cardUserKey,
            cardToken: card.cardToken,
            lastFour: card.lastFour,
            binNumber: card.binNumber,
            association: card.association,
            family: card.family,
            bankName: card.bankName,
            holderName: 'Bench',
            expireMonth: 12,
            expireYear: 2030,
            createdAt: NOW,
          };
        }),
      )
      .returning({ id: creditCards.id, userId: creditCards.userId });
    const cardOfUser = new Map(cardRows.map((c) => [c.userId, c.id]));
    await db.insert(subscriptions).values(
      providerRows.map((p, k) => ({
        providerId: p.id,
        kind: 'package' as const,
        plan: 'growth',
        categoryIds: [3],
        status: 'active' as const,
        startsAt: new Date(NOW.getTime() - 180 * 86_400_000),
        endsAt: new Date(NOW.getTime() + ((indexes[k]! % 23) + 1) * 3_600_000),
        periodMonths: 6,
        priceKurus: PRICE_KURUS,
        categoryRights: 7,
        autoRenew: true,
        renewalCardId: cardOfUser.get(p.ownerUserId)!,
      })),
    );
  }
  console.log(
    `Brifa renewal job on ${DRIVER === 'pglite' ? 'PGlite (in memory)' : `PostgreSQL ${new URL(adminUrl).host}, pool ${POOL}`}: ` +
      `${COUNT} package subscriptions due within a day (half on a success card, half insufficient funds), ` +
      `seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );

  const started = performance.now();
  const run = await renewSubscriptions(deps);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `renewal job: ${seconds.toFixed(1)} s for ${COUNT} (${((seconds * 1000) / COUNT).toFixed(2)} ms each); ` +
      `renewed ${run.renewed}, failed → debt ${run.failed}, pending ${run.pending}`,
  );

  const debts = await count(database, sql`select count(*) as n from provider_debts where paid_at is null`);
  const succeeded = await count(
    database,
    sql`select count(*) as n from payments where state = 'succeeded' and idempotency_key like 'renewal:%'`,
  );
  const invoices = await count(database, sql`select count(*) as n from invoices`);
  const extended = await count(
    database,
    sql`select count(*) as n from subscriptions where ends_at > ${new Date(NOW.getTime() + 30 * 86_400_000).toISOString()}::timestamptz`,
  );
  console.log(`rows: ${succeeded} charges, ${invoices} invoices, ${extended} extended, ${debts} debts`);
  const half = Math.floor(COUNT / 2);
  const expected = { renewed: half, failed: COUNT - half };
  if (
    run.renewed !== expected.renewed ||
    run.failed !== expected.failed ||
    succeeded !== half ||
    extended !== half ||
    debts !== COUNT - half
  ) {
    console.log(`check: FAILED (expected ${JSON.stringify(expected)})`);
    failed = true;
  } else {
    // A second run the same day charges nothing more.
    const again = await renewSubscriptions(deps);
    if (again.renewed + again.failed + again.retried !== 0) {
      console.log(`check: FAILED (a second run did ${JSON.stringify(again)})`);
      failed = true;
    } else console.log('check: OK (a second run charges nothing)');
  }
} finally {
  await app?.close();
  await database.close();
  if (DRIVER === 'postgres') await adminQuery(`DROP DATABASE IF EXISTS ${benchDb} WITH (FORCE)`);
  rmSync(booksDir, { recursive: true, force: true });
}
if (failed) process.exit(1);
