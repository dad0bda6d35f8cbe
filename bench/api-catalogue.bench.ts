/**
 * Catalogue calls measured in-process (app.inject, embedded PGlite), with the health call (one SELECT 1)
 * as the baseline measured in the same run. Usage: npm run bench:api
 */
import { buildApp } from '../apps/api/src/app.ts';
import { seedReferenceData } from '../apps/api/src/db/seed/index.ts';
import { systemClock } from '../apps/api/src/platform/clock.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { openDatabase } from '../apps/api/src/platform/db.ts';
import { measure } from './stats.ts';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);
const database = await openDatabase({ driver: 'pglite' });
await database.migrate();
await seedReferenceData(database.db);
const app = await buildApp({
  config: loadConfig({
    NODE_ENV: 'production',
    PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
  }),
  database,
  clock: systemClock,
});
await app.ready();

const call = (url: string) => async () => {
  const response = await app.inject({ method: 'GET', url });
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
};

console.log(`Brifa API catalogue benchmark (${database.driver}, ${ITERATIONS} requests each)`);
await measure('baseline GET health', ITERATIONS, call('/api/v1/health'));
await measure('GET Category', ITERATIONS, call('/api/v1/Category'));
await measure('GET Category/by-group', ITERATIONS, call('/api/v1/Category/by-group'));
await measure('GET Cities (81)', ITERATIONS, call('/api/v1/Cities?CountryIso=TR'));
await measure('GET District (İstanbul)', ITERATIONS, call('/api/v1/District?CityId=34'));
await measure('GET Expertises/questions/3', ITERATIONS, call('/api/v1/Expertises/questions/3'));
await measure('GET unknown call (404 envelope)', ITERATIONS, async () => {
  await app.inject({ method: 'GET', url: '/api/v1/no-such-call' });
});
console.log(`rss ${Math.round(process.memoryUsage().rss / 1024 / 1024)} MB`);
await app.close();
await database.close();
