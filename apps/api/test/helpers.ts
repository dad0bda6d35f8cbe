import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Logger } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type TAppDeps } from '../src/app.ts';
import { fixedClock } from '../src/platform/clock.ts';
import { loadConfig } from '../src/platform/config.ts';
import { openDatabase, type TDatabase } from '../src/platform/db.ts';
import type { TEventBus } from '../src/platform/events.ts';
import { withDatabase } from './global-setup.ts';

export const TEST_NOW = new Date('2026-11-23T09:00:00.000Z');

/** A fresh database for one test file, cloned from the migrated template (PGlite, or PostgreSQL in the postgres project). */
export async function openTestDatabase(options: { logger?: Logger } = {}): Promise<TDatabase> {
  const postgres = inject('postgresTemplate');
  if (postgres) {
    const name = `brifa_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${postgres.name}`);
    await admin.end();
    const database = await openDatabase({
      driver: 'postgres',
      url: withDatabase(postgres.url, name),
      poolSize: 4,
      logger: options.logger,
    });
    return {
      ...database,
      close: async () => {
        await database.close();
        const cleanup = new pg.Client({ connectionString: postgres.url });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  const dump = await readFile(inject('pgliteTemplatePath'));
  return openDatabase({ driver: 'pglite', loadDataDir: new Blob([dump]), logger: options.logger });
}

export type TTestApp = {
  app: FastifyInstance;
  database: TDatabase;
  clock: ReturnType<typeof fixedClock>;
  close(): Promise<void>;
};

/** The real app on a fresh database with the real migrations and a fixed clock. */
export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    routes?: (app: FastifyInstance) => Promise<void>;
    /** Another domain event bus (default: createDomainEvents), e.g. one whose handler fails on purpose. */
    events?: TEventBus;
    /** Renders the pages (the web handler of a built web app, see web-handler.ts). */
    web?: TAppDeps['web'];
    /** Hears every statement the app runs (see openDatabase). */
    logger?: Logger;
  } = {},
): Promise<TTestApp> {
  const database = await openTestDatabase({ logger: options.logger });
  const clock = fixedClock(TEST_NOW);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SERVE_WEB: 'false', ...options.env });
  const app = await buildApp({
    config,
    database,
    clock,
    ...(options.events ? { events: options.events } : {}),
    ...(options.web ? { web: options.web } : {}),
  });
  if (options.routes) await app.register(options.routes, { prefix: '/api/v1' });
  await app.ready();
  return {
    app,
    database,
    clock,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
