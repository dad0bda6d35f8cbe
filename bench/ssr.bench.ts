/**
 * Server rendering under load: starts the product as `npm start` does (the production web build, NODE_ENV
 * production unless BENCH_NODE_ENV says otherwise) on a free port and a fresh data directory, then at
 * BENCH_CONCURRENCY clients (default 10) prints p50/p95 and pages per second for the home page, the directory
 * and an agency profile, each beside the API call that page's loader makes, and the server's CPU time per
 * request (which a machine busy with other work changes less than the latencies), and how the server's page cache
 * answered (X-Page-Cache; PAGE_CACHE_SECONDS=0 measures rendering alone). Prints figures; never asserts.
 * Usage: npm run bench:ssr   (the web app must be built: npm run build; WEB_BUILD_DIR for another build)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { percentile } from './stats.ts';

/** BENCH_SMOKE=1: a few requests only, to check that the benchmark still works (bench/benches.test.ts). */
const SMOKE = process.env.BENCH_SMOKE === '1';
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const REQUESTS = SMOKE ? 5 : Number(process.env.BENCH_REQUESTS ?? 300);
const WARMUP = SMOKE ? 2 : 30;
/** What a browser sends: the page compressed, in Turkish. */
const HEADERS = { 'accept-encoding': 'br, gzip', 'accept-language': 'tr-TR,tr;q=0.9' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const port = Number(process.env.BENCH_PORT ?? (await freePort()));
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'brifa-bench-ssr-'));
const nodeEnv = process.env.BENCH_NODE_ENV ?? 'production';
const env: Record<string, string | undefined> = {
  ...process.env,
  PORT: String(port),
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  NODE_ENV: nodeEnv || undefined,
  PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
  // The scheduled jobs would compete for the CPU being measured.
  RUN_JOBS: 'false',
};
if (!nodeEnv) delete env.NODE_ENV;
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  env,
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForHealth(): Promise<void> {
  // A fresh database seeds the demo data first: minutes on a busy machine.
  for (let i = 0; i < 6000; i++) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start within 10 minutes');
}

/** How the server's page cache answered the measured requests (X-Page-Cache: hit, stale, miss; none = rendered). */
let cacheStates = new Map<string, number>();

async function get(pathname: string): Promise<void> {
  const response = await fetch(`${base}${pathname}`, { headers: HEADERS });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${pathname}: ${response.status}`);
  const state = response.headers.get('x-page-cache') ?? 'none';
  cacheStates.set(state, (cacheStates.get(state) ?? 0) + 1);
}

/** CPU time the server process has used so far (ms; Linux /proc), to tell its cost apart from a busy machine. */
function serverCpuMs(): number {
  try {
    const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

type TRow = { label: string; p50: number; p95: number; perSecond: number; cpuMs: number; cache: string };

/** `requests` GETs of `pathname` from `concurrency` clients at once, each starting the next when one ends. */
async function load(label: string, pathname: string): Promise<TRow> {
  for (let i = 0; i < WARMUP; i++) await get(pathname);
  const times: number[] = [];
  cacheStates = new Map();
  let next = 0;
  const cpuBefore = serverCpuMs();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next += 1;
        const t0 = performance.now();
        await get(pathname);
        times.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const cpuMs = (serverCpuMs() - cpuBefore) / times.length;
  return {
    label,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    perSecond: times.length / seconds,
    cpuMs,
    cache: [...cacheStates].map(([state, count]) => `${state} ${count}`).join(', '),
  };
}

try {
  await waitForHealth();
  const directory = (await (await fetch(`${base}/api/v1/SearchProvider?PageSize=1`)).json()) as {
    Data: { Items: Array<{ Slug: string }> };
  };
  const slug = directory.Data.Items[0]?.Slug;
  if (!slug) throw new Error('the directory lists no agency');
  const pages = [
    { page: '/', api: '/api/v1/Category' },
    { page: '/filter/agency', api: '/api/v1/SearchProvider' },
    { page: `/ajans/${slug}`, api: `/api/v1/SearchProvider/page/provider/${slug}` },
  ];
  console.log(
    `SSR at ${CONCURRENCY} concurrent clients, ${REQUESTS} requests each (NODE_ENV=${nodeEnv || 'unset'})`,
  );
  const rows: Array<TRow & { apiP95: number; apiCpuMs: number }> = [];
  for (const { page, api } of pages) {
    const apiRow = await load(api, api);
    const pageRow = await load(page, page);
    rows.push({ ...pageRow, apiP95: apiRow.p95, apiCpuMs: apiRow.cpuMs });
  }
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
  console.log(
    `${'page'.padEnd(28)}${'p50'.padStart(10)}${'p95'.padStart(10)}${'pages/s'.padStart(9)}${'API p95'.padStart(10)}${'p95/API'.padStart(9)}${'CPU/page'.padStart(10)}${'CPU/API'.padStart(10)}  page cache`,
  );
  for (const row of rows) {
    console.log(
      `${row.label.padEnd(28)}${ms(row.p50)}${ms(row.p95)}${row.perSecond.toFixed(1).padStart(9)}${ms(row.apiP95)}${(row.p95 / row.apiP95).toFixed(1).padStart(8)}×${ms(row.cpuMs)}${ms(row.apiCpuMs)}  ${row.cache}`,
    );
  }
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
