import { buildApp } from './app.ts';
import { seedDemoData } from './db/seed/demo.ts';
import { seedDemoPayments } from './db/seed/demo-payments.ts';
import { startScheduler } from './jobs/scheduler.ts';
import { DEMO_OPERATOR, seedDemoOperator } from './modules/ops/operators/operators.service.ts';
import { openConfiguredDatabase } from './open-database.ts';
import { createAdapters } from './platform/adapters/index.ts';
import { systemClock } from './platform/clock.ts';
import { loadConfig } from './platform/config.ts';
import { depsOf } from './platform/deps.ts';
import { loadWebHandler } from './web-handler.ts';

const startedAt = performance.now();
const config = loadConfig();
const database = await openConfiguredDatabase(config);
if (config.SEED_DEMO) await seedDemoData(database.db, { storage: createAdapters(config).storage });

const web = config.SERVE_WEB ? await loadWebHandler(config.WEB_BUILD_DIR) : undefined;
const app = await buildApp({ config, database, clock: systemClock, ...(web ? { web: web.render } : {}) });
if (web) await web.registerAssets(app);
else if (config.SERVE_WEB) app.log.warn('web build not found: run `npm run build` to serve the web app');

await app.listen({ host: config.HOST, port: config.PORT });
if (config.NODE_ENV === 'production' && config.DEV_ROUTES !== 'off')
  app.log.warn(
    'the development routes (/dev/outbox) answer this machine: set DEV_ROUTES=off on a server behind a proxy',
  );
// A local run's console sign-in (README "Operator console"): never where the development routes are off.
if (config.SEED_DEMO && config.DEV_ROUTES !== 'off' && (await seedDemoOperator(depsOf(app)))) {
  app.log.warn(
    `demo operator ${DEMO_OPERATOR.email} / ${DEMO_OPERATOR.password}, TOTP secret ${DEMO_OPERATOR.totpSecret} (local use only)`,
  );
}
// The demo's payments go through the real services (events, the sandbox bank, the console's action), so after the
// app (and the demo operator who confirms a transfer) exist. Once: it finds its own rows next time.
if (config.SEED_DEMO) await seedDemoPayments(depsOf(app));
const scheduler = config.RUN_JOBS ? await startScheduler(depsOf(app), database, app.log) : undefined;
app.log.info(
  `Brifa is ready on http://localhost:${config.PORT} (${database.driver}) in ${Math.round(performance.now() - startedAt)} ms`,
);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, closing`);
  await scheduler?.stop();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
