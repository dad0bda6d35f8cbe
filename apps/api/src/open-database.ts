import path from 'node:path';
import { seedReferenceData } from './db/seed/index.ts';
import type { TConfig } from './platform/config.ts';
import { openDatabase, type TDatabase } from './platform/db.ts';

/** Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite on disk), migrates and seeds it. */
export async function openConfiguredDatabase(config: TConfig): Promise<TDatabase> {
  const database = config.DATABASE_URL
    ? await openDatabase({ driver: 'postgres', url: config.DATABASE_URL })
    : await openDatabase({ driver: 'pglite', dataDir: path.resolve(config.DATA_DIR, 'pglite') });
  await database.migrate();
  await seedReferenceData(database.db);
  return database;
}
