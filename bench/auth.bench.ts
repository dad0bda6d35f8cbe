/**
 * Login throughput on PostgreSQL: 200 concurrent POST /OAuth/authorize (e-mail + password, argon2id) against
 * the real app listening on a port, beside a bare Fastify route answered by the same machine in the same run.
 * Usage: npm run bench:auth  (BENCH_DATABASE_URL, default the local server's `test` database)
 */
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { seedReferenceData } from '../apps/api/src/db/seed/index.ts';
import { hashPassword } from '../apps/api/src/modules/identity/auth/passwords.ts';
import { users } from '../apps/api/src/modules/identity/users/users.table.ts';
import { systemClock } from '../apps/api/src/platform/clock.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { openDatabase, poolOf } from '../apps/api/src/platform/db.ts';
import { percentile } from './stats.ts';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 200);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const benchDb = `brifa_bench_auth_${process.pid}`;

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${benchDb} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${benchDb}`);
const url = new URL(adminUrl);
url.pathname = `/${benchDb}`;

const database = await openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 20 });
await database.migrate();
await seedReferenceData(database.db);
const passwordHash = await hashPassword('bench-password-1');
await database.db.insert(users).values(
  Array.from({ length: CONCURRENCY }, (_, i) => ({
    userType: 'client' as const,
    name: 'Bench',
    surname: `User ${i}`,
    email: `bench${i}@example.com`,
    cellPhone: `+9055500${String(i).padStart(5, '0')}`,
    passwordHash,
  })),
);

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
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

const bare = Fastify();
bare.post('/noop', async () => ({ ok: true }));
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareBase = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

async function burst(label: string, request: (i: number) => Promise<Response>) {
  const times: number[] = [];
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, i) => {
      const t0 = performance.now();
      const response = await request(i);
      await response.text();
      if (!response.ok) failures++;
      times.push(performance.now() - t0);
    }),
  );
  const total = performance.now() - started;
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(36)} ${CONCURRENCY} concurrent  p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms  ${((CONCURRENCY / total) * 1000).toFixed(1)} req/s  failures ${failures}`,
  );
}

const json = { 'content-type': 'application/json' };
console.log(`Brifa login benchmark on PostgreSQL (${CONCURRENCY} users, argon2id)`);
await burst('baseline: bare Fastify POST', () =>
  fetch(`${bareBase}/noop`, { method: 'POST', headers: json, body: '{}' }),
);
await burst('POST /api/v1/OAuth/authorize', (i) =>
  fetch(`${base}/api/v1/OAuth/authorize`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ Email: `bench${i}@example.com`, Password: 'bench-password-1' }),
  }),
);
await burst('POST /api/v1/OAuth/authorize (again)', (i) =>
  fetch(`${base}/api/v1/OAuth/authorize`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ Email: `bench${i}@example.com`, Password: 'bench-password-1' }),
  }),
);

await app.close();
await bare.close();
// Connections the pool is still closing hear the forced drop: not an error of the benchmark.
poolOf(database)?.on('error', () => {});
await database.close();
await admin.query(`DROP DATABASE IF EXISTS ${benchDb} WITH (FORCE)`);
await admin.end();
