/**
 * Lighthouse (mobile preset, the default config) on an agency's public profile and on the directory, against
 * the real product started on a free port with a fresh data directory, in the system Chromium. Prints the
 * performance, accessibility, best-practices and SEO scores; never asserts.
 * Usage: npm run bench:lighthouse   (builds the web app first when apps/web/build is missing;
 * LIGHTHOUSE_PATHS=/ajans/pikselhane,/filter/agency to choose pages; CHROMIUM_PATH)
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROOT = path.resolve(import.meta.dirname, '..');
const PATHS = (process.env.LIGHTHOUSE_PATHS ?? '/ajans/pikselhane,/filter/agency').split(',');
const DATA_DIR = path.join(ROOT, 'data', 'lighthouse');

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

if (!existsSync(path.join(ROOT, 'apps/web/build/server/index.js'))) {
  spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
}
rmSync(DATA_DIR, { recursive: true, force: true });
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server: ChildProcess = spawn('node', ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: ROOT,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    RUN_JOBS: 'false',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  await waitFor(`${base}/api/v1/health`, 120_000);
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
  for (const page of PATHS) {
    // One warm-up load so the first run does not measure a cold server-side cache.
    await fetch(`${base}${page}`);
    const result = await lighthouse(`${base}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
    });
    const categories = result?.lhr.categories ?? {};
    const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
    console.log(
      `${page.padEnd(28)} performance ${score('performance')}  accessibility ${score('accessibility')}  best-practices ${score('best-practices')}  seo ${score('seo')}`,
    );
    const audits = result?.lhr.audits ?? {};
    const metric = (id: string) => audits[id]?.displayValue ?? '?';
    console.log(
      `${''.padEnd(28)} FCP ${metric('first-contentful-paint')}  LCP ${metric('largest-contentful-paint')}  TBT ${metric('total-blocking-time')}  CLS ${metric('cumulative-layout-shift')}  SI ${metric('speed-index')}`,
    );
    for (const audit of Object.values(audits)) {
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
} finally {
  await chrome?.kill();
  server.kill();
  rmSync(DATA_DIR, { recursive: true, force: true });
}
