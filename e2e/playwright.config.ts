import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Several checkouts or sessions on one machine can each run the suite on their own port, data and web build.
const DATA_DIR = process.env.E2E_DATA_DIR ?? './data/e2e';
const WEB_BUILD_DIR = process.env.WEB_BUILD_DIR ?? 'apps/web/build';

/** Browser tests against the real product (npm start's server on a fresh data directory) in the system Chromium. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: './artifacts/results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // A loaded two-core machine (CI runs this suite there) takes seconds to hydrate a signed-in page: the limits
  // allow for it; a test that waits longer than these still fails.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'tr-TR',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], locale: 'tr-TR' } }],
  webServer: {
    command: `rm -rf ${DATA_DIR} && node --import tsx apps/api/src/server.ts`,
    cwd: '..',
    url: `http://127.0.0.1:${PORT}/api/v1/health`,
    // A fresh database seeds the demo data (drawn images included): minutes on a machine busy with other work.
    timeout: 300_000,
    reuseExistingServer: false,
    // What `npm start` runs (scripts/start.sh): production builds, and the dev outbox (GET /api/dev/outbox)
    // answering requests from this machine (DEV_ROUTES=loopback), so tests read the codes that were "sent".
    env: {
      PORT: String(PORT),
      DATA_DIR,
      WEB_BUILD_DIR,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
      DEV_ROUTES: 'loopback',
      // Every browser test comes from 127.0.0.1; the per-IP code limit is tested in the API suite.
      VERIFICATION_IP_LIMIT_PER_HOUR: '10000',
      // Issue 21: the badge link's page is served by the browser test itself on this machine (growth.spec.ts):
      // the operator's trusted origin, as OPERATOR_WEBHOOK_URL would be; everything else stays public-only.
      BACKLINK_TRUSTED_ORIGINS: `http://127.0.0.1:${PORT + 1000}`,
    },
  },
});
