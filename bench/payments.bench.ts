/**
 * Card top-ups through the sandbox bank over real HTTP: BENCH_PAYMENTS agencies (100), each holding 200 TL of
 * credit, top up 1000 TL with a new test card at the same time (Payment/init, Payment/start, the bank's 3-D page
 * and its one-time code), then the bank's callbacks arrive in a random order, about a fifth of them twice
 * (replays, which must credit nothing). Prints the wall time, settled payments per second, p50/p95/max of
 * Payment/start and of the callback, and a ledger check that must find no difference (else exit 1).
 * Usage: npm run bench:payments   (BENCH_DATABASE_URL or DATABASE_URL, default the local server's `test` database,
 * in which a scratch database is created and dropped; BENCH_DRIVER=pglite for an in-memory PGlite instead;
 * BENCH_PAYMENTS=100, BENCH_POOL=20 connections, BENCH_TOP_UP_TL=1000, BENCH_REPLAY_PERCENT=20)
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { calendarDay, SANDBOX_TEST_CARDS } from '@brifa/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { seedReferenceData } from '../apps/api/src/db/seed/index.ts';
import { campaignBonusFor } from '../apps/api/src/modules/billing/coupons/coupons.service.ts';
import { paymentRefOf } from '../apps/api/src/modules/billing/payments/payment-keys.ts';
import { reconcilePayments } from '../apps/api/src/modules/billing/payments/reconcile.ts';
import { providerMembers, providers } from '../apps/api/src/modules/identity/accounts/providers.table.ts';
import { createSession } from '../apps/api/src/modules/identity/auth/auth.service.ts';
import { users } from '../apps/api/src/modules/identity/users/users.table.ts';
import { grantGift, platformBalanceOf } from '../apps/api/src/modules/ledger/wallet/wallet.repo.ts';
import { systemClock } from '../apps/api/src/platform/clock.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { openDatabase, poolOf, type TDatabase } from '../apps/api/src/platform/db.ts';
import { depsOf } from '../apps/api/src/platform/deps.ts';
import { percentile } from './stats.ts';

/** BENCH_SMOKE=1: a few payments only, to check that the benchmark still works (bench/benches.test.ts). */
const SMOKE = process.env.BENCH_SMOKE === '1';
const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? (SMOKE ? 5 : 100));
const POOL = Number(process.env.BENCH_POOL ?? 20);
const DRIVER = process.env.BENCH_DRIVER === 'pglite' ? 'pglite' : 'postgres';
const TOP_UP_KURUS = Number(process.env.BENCH_TOP_UP_TL ?? 1000) * 100;
const REPLAY_PERCENT = Number(process.env.BENCH_REPLAY_PERCENT ?? 20);
const START_CREDIT_KURUS = 200_00;
const adminUrl =
  process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const benchDb = `brifa_bench_payments_${process.pid}`;

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

/** The sandbox's success cards: the Mastercard offers instalments, the Visa a single payment only. */
const SUCCESS_CARDS = SANDBOX_TEST_CARDS.filter((c) => c.outcome === 'success').map((c) => c.number);

type TPayer = {
  providerId: number;
  userId: number;
  token: string;
  card: string;
  /** 3 where the card's BIN offers it (every other Mastercard payer), else 1. */
  installment: number;
  paidPriceKurus?: number;
  paymentId?: string;
  threeDsUrl?: string;
  callback?: { url: string; fields: Record<string, string> };
};

async function seedPayers(database: TDatabase, count: number): Promise<Omit<TPayer, 'token'>[]> {
  const { db } = database;
  const payers: Omit<TPayer, 'token'>[] = [];
  for (let i = 1; i <= count; i++) {
    const [user] = await db
      .insert(users)
      .values({
        userType: 'provider',
        name: 'Ajans',
        surname: String(i),
        email: `owner${i}@bench-payments.test`,
        cellPhone: `+90538${String(i).padStart(7, '0')}`,
      })
      .returning({ id: users.id });
    const [provider] = await db
      .insert(providers)
      .values({
        ownerUserId: user!.id,
        slug: `bench-odeme-ajans-${i}`,
        companyNickName: `Bench Ödeme Ajans ${i}`,
        legalType: 'legal_entity',
        companyTitle: `Bench Ödeme Ajans ${i} Ltd. Şti.`,
        countryId: 1,
      })
      .returning({ id: providers.id });
    await db.insert(providerMembers).values({ providerId: provider!.id, userId: user!.id, role: 'owner' });
    await grantGift(db, {
      providerId: provider!.id,
      amountKurus: START_CREDIT_KURUS,
      idempotencyKey: `bench-payments-gift-${provider!.id}`,
      description: 'bench',
      now: new Date(),
    });
    const card = SUCCESS_CARDS[i % SUCCESS_CARDS.length]!;
    // Every second payer with the instalment card pays in 3.
    const installment = card.startsWith('552879') && i % 4 < 2 ? 3 : 1;
    payers.push({ providerId: provider!.id, userId: user!.id, card, installment });
  }
  return payers;
}

function shuffle<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function latencyLine(label: string, times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (p: number) => `${percentile(sorted, p).toFixed(1)}`.padStart(7);
  return `${label.padEnd(34)} n=${String(sorted.length).padEnd(5)} p50 ${ms(50)} ms  p95 ${ms(95)} ms  max ${`${(sorted.at(-1) ?? Number.NaN).toFixed(1)}`.padStart(7)} ms`;
}

/** Times `run` for each item, all at once; answers the latencies in ms. */
async function concurrently<T>(items: T[], run: (item: T) => Promise<void>): Promise<number[]> {
  return Promise.all(
    items.map(async (item) => {
      const t0 = performance.now();
      await run(item);
      return performance.now() - t0;
    }),
  );
}

async function expectOk(response: Response, what: string): Promise<string> {
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${what}: HTTP ${response.status} ${body.slice(0, 300)}`);
  return body;
}

const differences: string[] = [];
const booksDir = mkdtempSync(path.join(tmpdir(), 'bench-sandbox-bank-'));
const booksFile = path.join(booksDir, 'sandbox-bank.jsonl');
const database = await openBenchDatabase();
// Dropping the scratch database at the end terminates idle pool connections; that is expected.
poolOf(database)?.on('error', () => {});
let app: Awaited<ReturnType<typeof buildApp>> | undefined;
try {
  await database.migrate();
  await seedReferenceData(database.db);
  app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'sandbox',
      PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
      // The sandbox bank's books in a scratch file (not the product's DATA_DIR): the bench pays for writing them.
      SANDBOX_BANK_FILE: booksFile,
      LOG_LEVEL: 'silent',
      SERVE_WEB: 'false',
    }),
    database,
    clock: systemClock,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const deps = depsOf(app);

  const seeded = await seedPayers(database, PAYMENTS);
  const payers: TPayer[] = [];
  for (const payer of seeded) {
    const session = await createSession(deps, payer.userId, {
      ip: '127.0.0.1',
      deviceId: undefined,
      userAgent: 'bench',
    });
    payers.push({ ...payer, token: session.Token });
  }
  const { bonusKurus } = await campaignBonusFor(deps, { amountKurus: TOP_UP_KURUS, at: new Date() });
  const threeInstalments = payers.filter((p) => p.installment === 3).length;
  console.log(
    `Brifa card top-ups on ${DRIVER === 'pglite' ? 'PGlite (in memory)' : `PostgreSQL ${new URL(adminUrl).host}, pool ${POOL} connections`}: ` +
      `${PAYMENTS} agencies × ${TOP_UP_KURUS / 100} TL (campaign bonus ${bonusKurus / 100} TL), ` +
      `${threeInstalments} in 3 instalments, sandbox bank over HTTP`,
  );

  const auth = (p: TPayer) => ({
    authorization: `Bearer ${p.token}`,
    'content-type': 'application/json',
  });
  const basket = [{ Id: 'wallet_top_up', AmountKurus: TOP_UP_KURUS }];
  const flowStarted = performance.now();

  // 1. Each payer's instalment table for its card (the price shown before paying).
  const initTimes = await concurrently(payers, async (p) => {
    const res = await fetch(`${base}/api/v1/Payment/init`, {
      method: 'POST',
      headers: auth(p),
      body: JSON.stringify({ BasketItems: basket, BinNumber: p.card.slice(0, 6) }),
    });
    const data = JSON.parse(await expectOk(res, 'Payment/init')).Data;
    const option = data.Installments.find((o: { Installment: number }) => o.Installment === p.installment);
    if (!option) throw new Error(`Payment/init: no ${p.installment} instalments for ${p.card.slice(0, 6)}`);
    p.paidPriceKurus = option.TotalPriceKurus;
  });

  // 2. All starts at once, each with its own idempotency key and a new card.
  const startTimes = await concurrently(payers, async (p) => {
    const res = await fetch(`${base}/api/v1/Payment/start`, {
      method: 'POST',
      headers: { ...auth(p), 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        Type: 'wallet_top_up',
        BasketItems: basket,
        GrossPrice: TOP_UP_KURUS,
        PaidPrice: p.paidPriceKurus,
        Installment: p.installment,
        Card: { HolderName: 'Mert Kaya', Number: p.card, ExpireMonth: 12, ExpireYear: 2030, Cvc: '123' },
        SaveCard: false,
      }),
    });
    const data = JSON.parse(await expectOk(res, 'Payment/start')).Data;
    if (data.State !== 'waiting_3ds') throw new Error(`Payment/start: state ${data.State}`);
    p.paymentId = data.Id;
    p.threeDsUrl = data.ThreeDsUrl;
  });

  // 3. Each payer's browser at the bank: the 3-D page, the code printed on it, the form that posts back.
  const bankTimes = await concurrently(payers, async (p) => {
    const landing = await expectOk(await fetch(`${base}${p.threeDsUrl}`), '3-D page');
    const bankPath = /url=([^"]+)"/.exec(landing)?.[1];
    if (!bankPath) throw new Error('3-D page: no bank address');
    const page = await expectOk(await fetch(`${base}${bankPath}`), 'bank page');
    const code = /data-testid="sandbox-otp">(\d{6})</.exec(page)?.[1];
    if (!code) throw new Error('bank page: no one-time code');
    const submitted = await expectOk(
      await fetch(`${base}${bankPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ code }).toString(),
      }),
      'bank code',
    );
    const action = /action="([^"]+)"/.exec(submitted)?.[1];
    if (!action) throw new Error('bank answer: no callback form');
    const fields = Object.fromEntries(
      [...submitted.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
    );
    p.callback = { url: action, fields };
  });

  // 4. The callbacks in a random order, some of them twice (a replay racing the first, or after it).
  const replays = Math.round((PAYMENTS * REPLAY_PERCENT) / 100);
  const posts = shuffle([...payers, ...shuffle(payers).slice(0, replays)]);
  let wrongAnswers = 0;
  const callbackTimes = await concurrently(posts, async (p) => {
    const res = await fetch(p.callback!.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(p.callback!.fields).toString(),
      redirect: 'manual',
    });
    await res.text();
    if (res.status !== 303 || res.headers.get('location') !== `/payment-result?payment=${p.paymentId}`)
      wrongAnswers++;
  });
  const wallMs = performance.now() - flowStarted;
  if (wrongAnswers > 0) differences.push(`${wrongAnswers} callbacks not answered 303 to the result page`);

  // The figures.
  const rows = <T>(query: ReturnType<typeof sql>) =>
    database.db.execute(query).then((r) => (r as unknown as { rows: T[] }).rows);
  const paymentIds = payers.map((p) => p.paymentId!);
  const states = await rows<{ public_id: string; state: string; gross_price_kurus: number }>(sql`
    select public_id, state, gross_price_kurus::int from payments where public_id in ${paymentIds}`);
  const settled = states.filter((s) => s.state === 'succeeded').length;
  console.log(
    `whole flow: ${(wallMs / 1000).toFixed(2)} s wall, ${settled} payments settled, ` +
      `${((settled / wallMs) * 1000).toFixed(1)} payments/s (init + start + bank + callbacks)`,
  );
  console.log(latencyLine('POST Payment/init', initTimes));
  console.log(latencyLine('POST Payment/start', startTimes));
  console.log(latencyLine('bank: 3-D page, bank page, code', bankTimes));
  console.log(latencyLine(`POST callback (${replays} replayed)`, callbackTimes));

  // The ledger check.
  for (const s of states) {
    if (s.state !== 'succeeded') differences.push(`payment ${s.public_id} is ${s.state}, not succeeded`);
  }
  if (states.length !== PAYMENTS) differences.push(`${states.length} payments recorded, ${PAYMENTS} started`);

  const [totals] = await rows<{ sum: number; entries: number; unbalanced: number; cached: number }>(sql`
    select
      (select coalesce(sum(amount_kurus), 0) from wallet_entries)::bigint::float8 as sum,
      (select count(*) from wallet_entries)::int as entries,
      (select count(*) from (select transaction_id from wallet_entries group by transaction_id
        having sum(amount_kurus) <> 0) t)::int as unbalanced,
      (select count(*) from wallet_accounts a where a.kind = 'provider' and a.balance_kurus <>
        (select coalesce(sum(e.amount_kurus), 0) from wallet_entries e where e.account_id = a.id))::int as cached`);
  if (Number(totals!.sum) !== 0) differences.push(`the ledger's legs sum to ${totals!.sum} kuruş, not 0`);
  if (totals!.unbalanced > 0) differences.push(`${totals!.unbalanced} transactions do not sum to 0`);
  if (totals!.cached > 0) differences.push(`${totals!.cached} cached balances differ from their entries`);

  const expectedBalance = START_CREDIT_KURUS + TOP_UP_KURUS + bonusKurus;
  const balances = await rows<{ provider_id: number; balance: number }>(sql`
    select provider_id::int, balance_kurus::float8 as balance from wallet_accounts
    where kind = 'provider' and provider_id in ${payers.map((p) => p.providerId)}`);
  const balanceOf = new Map(balances.map((b) => [b.provider_id, Number(b.balance)]));
  for (const p of payers) {
    const balance = balanceOf.get(p.providerId) ?? 0;
    if (balance !== expectedBalance)
      differences.push(`agency ${p.providerId}: balance ${balance} kuruş, expected ${expectedBalance}`);
  }

  // The platform's balances are not cached (see postTransaction): the sum of their entries.
  const cash = await platformBalanceOf(database.db, 'platform_cash');
  const cardMoney = states.reduce((sum, s) => sum + (s.state === 'succeeded' ? s.gross_price_kurus : 0), 0);
  if (cash !== -cardMoney) differences.push(`platform cash ${cash} kuruş, expected ${-cardMoney}`);

  const topUps = await rows<{ key: string; transactions: number }>(sql`
    select idempotency_key as key, count(distinct transaction_id)::int as transactions from wallet_entries
    where reason = 'top_up' group by idempotency_key`);
  const topUpsOf = new Map(topUps.map((t) => [t.key, t.transactions]));
  for (const id of paymentIds) {
    const n = topUpsOf.get(`payment:${id}:top-up`) ?? 0;
    if (n !== 1) differences.push(`payment ${id}: ${n} top-up entries, expected 1`);
  }
  if (topUps.length !== PAYMENTS)
    differences.push(`${topUps.length} top-up transactions, expected ${PAYMENTS}`);
  const perAgency = await rows<{ provider_id: number; n: number }>(sql`
    select a.provider_id::int, count(*)::int as n from wallet_entries e
    join wallet_accounts a on a.id = e.account_id
    where e.reason = 'top_up' and a.kind = 'provider' group by a.provider_id`);
  const topUpsOfAgency = new Map(perAgency.map((r) => [r.provider_id, r.n]));
  for (const p of payers) {
    const n = topUpsOfAgency.get(p.providerId) ?? 0;
    if (n !== 1) differences.push(`agency ${p.providerId}: ${n} top-up entries in its wallet, expected 1`);
  }
  const [bonuses] = await rows<{ n: number }>(sql`
    select count(distinct transaction_id)::int as n from wallet_entries where reason = 'campaign_bonus'`);
  const expectedBonuses = bonusKurus > 0 ? PAYMENTS : 0;
  if (bonuses!.n !== expectedBonuses)
    differences.push(`${bonuses!.n} campaign bonus transactions, expected ${expectedBonuses}`);

  const invoices = await rows<{ payment_id: string; number: string; year: number; sequence: number }>(sql`
    select payment_id, number, year, sequence from invoices order by year, sequence`);
  const refs = new Set(paymentIds.map(paymentRefOf));
  if (invoices.length !== PAYMENTS) differences.push(`${invoices.length} invoices, expected ${PAYMENTS}`);
  if (new Set(invoices.map((i) => i.number)).size !== invoices.length)
    differences.push('duplicate invoice numbers');
  // Numbered 1, 2, 3 … within each year (the scratch database starts empty).
  const nextOfYear = new Map<number, number>();
  for (const invoice of invoices) {
    const expected = (nextOfYear.get(invoice.year) ?? 0) + 1;
    nextOfYear.set(invoice.year, expected);
    if (invoice.sequence !== expected)
      differences.push(
        `invoice ${invoice.number}: number ${invoice.sequence} of ${invoice.year}, expected ${expected}`,
      );
  }
  const invoiced = new Set(invoices.map((i) => i.payment_id));
  for (const ref of refs) if (!invoiced.has(ref)) differences.push(`${ref} has no invoice`);
  for (const ref of invoiced) if (!refs.has(ref)) differences.push(`invoice for an unknown payment ${ref}`);

  console.log(
    `ledger: ${totals!.entries} entries summing to ${totals!.sum}; each agency ${expectedBalance / 100} TL ` +
      `(${START_CREDIT_KURUS / 100} + ${TOP_UP_KURUS / 100} + bonus ${bonusKurus / 100}); platform cash ` +
      `${cash / 100} TL; ${topUps.length} top-ups; ${invoices.length} invoices ` +
      `${invoices[0]?.number ?? '-'} … ${invoices.at(-1)?.number ?? '-'}`,
  );
  // The same day through payments:reconcile: the bank's books against the payments and what they delivered.
  const reconciled = await reconcilePayments(deps, calendarDay(new Date()));
  for (const d of reconciled.differences) differences.push(`reconcile ${d.kind} ${d.paymentId}: ${d.detail}`);
  console.log(
    `payments:reconcile: ${reconciled.ours} payments here, ${reconciled.theirs} at the bank, ` +
      `${reconciled.differences.length} differences`,
  );
} finally {
  await app?.close();
  await database.close();
  if (DRIVER === 'postgres') await adminQuery(`DROP DATABASE IF EXISTS ${benchDb} WITH (FORCE)`);
  rmSync(booksDir, { recursive: true, force: true });
}

if (differences.length === 0) {
  console.log('ledger check: OK (0 differences)');
} else {
  console.log(`ledger check: ${differences.length} differences`);
  for (const d of differences.slice(0, 50)) console.log(`  - ${d}`);
  if (differences.length > 50) console.log(`  … and ${differences.length - 50} more`);
  process.exit(1);
}
