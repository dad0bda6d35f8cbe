import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { type Logger, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

/** The database, untyped by any schema: each module's repo brings its own tables. */
export type TDb = PgDatabase<PgQueryResultHKT>;
/** What a repo function needs: the database or a transaction. */
export type TExecutor = Pick<TDb, 'select' | 'insert' | 'update' | 'execute'>;
export type TDatabase = {
  db: TDb;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');

export type TDatabaseOptions = (
  | { driver: 'postgres'; url: string; poolSize?: number }
  /** dataDir undefined: in memory. loadDataDir: a dump of another PGlite database to start from. */
  | { driver: 'pglite'; dataDir?: string; loadDataDir?: Blob | File }
) & {
  /** Hears every statement the app runs through drizzle (tests count them); not migrations. */
  logger?: Logger;
};

export async function openDatabase(options: TDatabaseOptions): Promise<TDatabase> {
  if (options.driver === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    const db = drizzlePg({ client: pool, logger: options.logger }) as unknown as TDb;
    return {
      db,
      driver: 'postgres',
      migrate: async () => migratePg(drizzlePg({ client: pool }), { migrationsFolder: MIGRATIONS_DIR }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
      // Exposed for the job scheduler, which runs its SQL on the same pool.
      ...({ pool } as object),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, logger: options.logger }) as unknown as TDb;
  return {
    db,
    driver: 'pglite',
    migrate: async () => migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    // Exposed for the test helper, which clones a migrated template by dumping it.
    ...({ pglite: client } as object),
  };
}

export function poolOf(database: TDatabase): pg.Pool | undefined {
  return (database as unknown as { pool?: pg.Pool }).pool;
}

export function pgliteOf(database: TDatabase): PGlite | undefined {
  return (database as unknown as { pglite?: PGlite }).pglite;
}
