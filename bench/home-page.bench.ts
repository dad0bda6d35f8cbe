/**
 * Starts the product as `npm start` does (the web app must be built: npm run build) on a fresh data
 * directory, and prints: the cold-start time until the health call answers, the JS and CSS a browser
 * downloads for the home page (gzip), and server-rendering latency of the home page against the
 * health call as baseline. Usage: npm run bench:home
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { measure } from './stats.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3210);
const BASE = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'brifa-bench-'));

const started = performance.now();
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForHealth(): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    try {
      const response = await fetch(`${BASE}/api/v1/health`);
      if (response.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start within 120 s');
}

try {
  await waitForHealth();
  console.log(
    `cold start (fresh database, migrations, reference and demo data): ${Math.round(performance.now() - started)} ms`,
  );

  const html = await (await fetch(`${BASE}/`, { headers: { 'accept-language': 'tr-TR' } })).text();
  const assets = new Set<string>();
  // Stylesheet links, and the modules the page's script preloads after the first paint (a JSON list in it).
  for (const match of html.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)) assets.add(match[1]!);
  let js = 0;
  let css = 0;
  for (const asset of assets) {
    const body = Buffer.from(await (await fetch(`${BASE}${asset}`)).arrayBuffer());
    const gz = gzipSync(body, { level: 6 }).length;
    if (asset.endsWith('.css')) css += gz;
    else js += gz;
  }
  const htmlGz = gzipSync(Buffer.from(html)).length;
  console.log(
    `home page: HTML ${(htmlGz / 1024).toFixed(1)} kB, JS ${(js / 1024).toFixed(1)} kB, CSS ${(css / 1024).toFixed(1)} kB (gzip, ${assets.size} files)`,
  );

  const iterations = Number(process.env.BENCH_ITERATIONS ?? 200);
  await measure('baseline GET /api/v1/health', iterations, () =>
    fetch(`${BASE}/api/v1/health`).then((r) => r.text()),
  );
  await measure('GET / (server-rendered home)', iterations, () => fetch(`${BASE}/`).then((r) => r.text()));
  await measure('GET /nasil-calisir', iterations, () => fetch(`${BASE}/nasil-calisir`).then((r) => r.text()));
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
