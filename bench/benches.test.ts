import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';

/**
 * Every `npm run bench:*` still runs: each benchmark, at a size that finishes in seconds, must exit 0.
 * Not measured here (the figures mean nothing at these sizes). Left out: bench:lighthouse, which needs
 * Chromium. bench:home needs the built web app (npm run build) and is skipped without it.
 */
const root = path.resolve(import.meta.dirname, '..');
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
const hasPostgres = await postgresReachable();
const hasWebBuild = existsSync(path.join(root, 'apps/web/build/server'));

function runBench(script: string, env: Record<string, string>, nodeArgs: string[] = []) {
  const result = spawnSync(process.execPath, [...nodeArgs, '--import', 'tsx', `bench/${script}`], {
    cwd: root,
    env: { ...process.env, BENCH_SMOKE: '1', BENCH_DATABASE_URL: databaseUrl, ...env },
    encoding: 'utf8',
    timeout: 170_000,
  });
  if (result.status !== 0) console.error(`${script}\n${result.stdout}\n${result.stderr}`);
  return result.status;
}

describe('benchmarks still run (small sizes)', () => {
  it('brief-quality', () => {
    expect(runBench('brief-quality.bench.ts', { BENCH_ITERATIONS: '20' })).toBe(0);
  });
  it('api-catalogue', () => {
    expect(runBench('api-catalogue.bench.ts', { BENCH_ITERATIONS: '5' })).toBe(0);
  });
  it('chat (PGlite)', () => {
    const env = { BENCH_PAIRS: '3', BENCH_MESSAGES: '10', BENCH_CONCURRENCY: '2', BENCH_RATE: '50' };
    expect(runBench('chat.bench.ts', { ...env, BENCH_DATABASE_URL: '' }, ['--expose-gc'])).toBe(0);
  });
  it('matching (PGlite)', () => {
    expect(runBench('matching.bench.ts', { BENCH_AGENCIES: '200', BENCH_DRIVERS: 'pglite' })).toBe(0);
  });
  it.skipIf(!hasPostgres)('matching (PostgreSQL)', () => {
    expect(runBench('matching.bench.ts', { BENCH_AGENCIES: '200', BENCH_DRIVERS: 'postgres' })).toBe(0);
  });
  it.skipIf(!hasPostgres)('wallet (PostgreSQL)', () => {
    expect(runBench('wallet.bench.ts', { BENCH_AGENCIES: '5', BENCH_PAYMENTS: '5', BENCH_POOL: '4' })).toBe(
      0,
    );
  });
  it.skipIf(!hasPostgres)('payments (PostgreSQL)', () => {
    expect(runBench('payments.bench.ts', { BENCH_PAYMENTS: '5', BENCH_POOL: '4' })).toBe(0);
  });
  it('payments (PGlite)', () => {
    expect(runBench('payments.bench.ts', { BENCH_PAYMENTS: '5', BENCH_DRIVER: 'pglite' })).toBe(0);
  });
  it.skipIf(!hasPostgres)('renewals (PostgreSQL)', () => {
    expect(runBench('renewals.bench.ts', { BENCH_SUBSCRIPTIONS: '20', BENCH_POOL: '4' })).toBe(0);
  });
  it('renewals (PGlite)', () => {
    expect(runBench('renewals.bench.ts', { BENCH_SUBSCRIPTIONS: '20', BENCH_DRIVER: 'pglite' })).toBe(0);
  });
  it.skipIf(!hasPostgres)('directory (PostgreSQL)', () => {
    expect(runBench('directory.bench.ts', { BENCH_AGENCIES: '200' })).toBe(0);
  });
  it.skipIf(!hasPostgres)('auth (PostgreSQL)', () => {
    expect(runBench('auth.bench.ts', { BENCH_CONCURRENCY: '5' })).toBe(0);
  });
  it.skipIf(!hasPostgres)('ops console (PostgreSQL)', () => {
    expect(runBench('ops.bench.ts', { BENCH_AGENCIES: '200', BENCH_ENTRIES: '2000' })).toBe(0);
  });
  it.skipIf(!hasWebBuild)('home-page (needs npm run build)', () => {
    expect(runBench('home-page.bench.ts', { BENCH_ITERATIONS: '3', BENCH_PORT: '3297' })).toBe(0);
  });
  it.skipIf(!hasWebBuild)('ssr (needs npm run build)', () => {
    expect(runBench('ssr.bench.ts', { BENCH_CONCURRENCY: '2' })).toBe(0);
  });
  // bench:lighthouse is left out: it needs Chromium.
});
