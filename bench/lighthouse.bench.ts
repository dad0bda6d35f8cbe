/**
 * Lighthouse (mobile preset, the default config) on the public pages, against the real product started on a free
 * port with a fresh data directory, in the system Chromium. For each page and round it records the performance
 * score, FCP, LCP, TBT and the page's JavaScript (bytes as transferred, i.e. compressed, and request count), then
 * prints one line per page with the median of the rounds (and each round's score). Never asserts: the machine may
 * be shared, so the scores are noisy; the JS figures are not.
 * Usage: npm run bench:lighthouse   (builds the web app first when the build is missing)
 *   LIGHTHOUSE_PATHS=/,/filter/agency   pages (default: the public pages in both languages)
 *   LIGHTHOUSE_ROUNDS=3                 rounds per page
 *   LIGHTHOUSE_VERBOSE=1                also list failing binary audits (accessibility, SEO, ...)
 *   WEB_BUILD_DIR=apps/web/build-x      another web build; CHROMIUM_PATH
 *   LIGHTHOUSE_BASE_URL=http://127.0.0.1:3300   measure a server already running (no fresh start and seed)
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROOT = path.resolve(import.meta.dirname, '..');
const DEFAULT_PATHS = [
  '/',
  '/tr',
  '/filter/agency',
  '/ajans/pikselhane',
  '/agency/pikselhane',
  '/login',
  '/giris',
  '/how-works',
  '/nasil-calisir',
  '/mobil-uygulama-gelistirme-sirketleri',
  '/istanbul/mobile-app-development-companies',
  '/timeline',
];
const PATHS = process.env.LIGHTHOUSE_PATHS?.split(',') ?? DEFAULT_PATHS;
const ROUNDS = Number(process.env.LIGHTHOUSE_ROUNDS ?? 3);
const VERBOSE = process.env.LIGHTHOUSE_VERBOSE === '1';
const WEB_BUILD_DIR = process.env.WEB_BUILD_DIR ?? 'apps/web/build';
const DATA_DIR = path.join(ROOT, 'data', `lighthouse-${process.pid}`);

type TRun = { score: number; fcp: number; lcp: number; tbt: number; jsBytes: number; jsRequests: number };

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (
      await fetch(url)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

type TLhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function runOf(lhr: TLhr): TRun {
  const audits = lhr.audits;
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  // resource-summary: one row per resource type with its request count and transferred (compressed) bytes.
  const rows =
    (
      audits['resource-summary']?.details as
        | { items?: Array<{ resourceType: string; requestCount: number; transferSize: number }> }
        | undefined
    )?.items ?? [];
  const scripts = rows.find((row) => row.resourceType === 'script');
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    jsBytes: scripts?.transferSize ?? 0,
    jsRequests: scripts?.requestCount ?? 0,
  };
}

function printFailingAudits(lhr: TLhr) {
  for (const audit of Object.values(lhr.audits)) {
    if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary') {
      const items =
        (audit.details as { items?: Array<{ node?: { snippet?: string } }> } | undefined)?.items ?? [];
      const nodes = items
        .slice(0, 3)
        .map((item) => item.node?.snippet ?? '')
        .filter(Boolean);
      console.log(`  failing: ${audit.id} — ${audit.title}${nodes.length ? `: ${nodes.join(' | ')}` : ''}`);
    }
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const BASE_URL = process.env.LIGHTHOUSE_BASE_URL;

if (!BASE_URL && !existsSync(path.join(ROOT, WEB_BUILD_DIR, 'server/index.js'))) {
  spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
}
const base = BASE_URL ?? `http://127.0.0.1:${await freePort()}`;
const server: ChildProcess | undefined = BASE_URL ? undefined : startServer(new URL(base).port);

function startServer(port: string): ChildProcess {
  rmSync(DATA_DIR, { recursive: true, force: true });
  return spawn('node', ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: port,
      DATA_DIR,
      WEB_BUILD_DIR,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
      RUN_JOBS: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  // A fresh data directory is migrated and seeded first: minutes on a busy machine.
  await waitFor(`${base}/api/v1/health`, 600_000);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  console.log(`Lighthouse mobile, ${ROUNDS} round(s), median per page (build ${WEB_BUILD_DIR})`);
  console.log(
    `${'page'.padEnd(20)} ${'score'.padStart(5)}  ${'rounds'.padEnd(12)} ${'FCP'.padStart(6)} ${'LCP'.padStart(6)} ${'TBT'.padStart(7)} ${'JS kB'.padStart(7)} ${'JS req'.padStart(6)}`,
  );
  const runs = new Map<string, TRun[]>(PATHS.map((page) => [page, []]));
  // Rounds outermost, so a burst of load on the shared machine spreads over pages instead of hitting one.
  for (let round = 0; round < ROUNDS; round++) {
    for (const page of PATHS) {
      // One warm-up load so that no run measures a cold server-side cache.
      if (round === 0) await fetch(`${base}${page}`);
      const result = await lighthouse(`${base}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
      runs.get(page)!.push(runOf(result.lhr));
      if (VERBOSE && round === 0) {
        console.log(page);
        printFailingAudits(result.lhr);
      }
    }
  }
  for (const [page, pageRuns] of runs) {
    const m = (key: keyof TRun) => median(pageRuns.map((run) => run[key]));
    const scores = pageRuns.map((run) => run.score).join('/');
    console.log(
      `${page.padEnd(20)} ${String(m('score')).padStart(5)}  ${scores.padEnd(12)} ${seconds(m('fcp')).padStart(6)} ${seconds(m('lcp')).padStart(6)} ${`${Math.round(m('tbt'))} ms`.padStart(7)} ${(m('jsBytes') / 1024).toFixed(1).padStart(7)} ${String(m('jsRequests')).padStart(6)}`,
    );
  }
} finally {
  await chrome?.kill();
  if (server) {
    server.kill();
    rmSync(DATA_DIR, { recursive: true, force: true });
  }
}
