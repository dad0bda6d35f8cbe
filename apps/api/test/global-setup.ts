import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { seedReferenceData } from '../src/db/seed/index.ts';
import { openDatabase, pgliteOf } from '../src/platform/db.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: { url: string; name: string } | null;
  }
}

export const POSTGRES_TEMPLATE = 'brifa_test_template';

/** Migrates and seeds one template database per run; every test file then starts from a clone of it. */
export default async function setup(project: TestProject) {
  const postgresUrl = process.env.TEST_DB_DRIVER === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (postgresUrl) {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await dropTestDatabases(admin);
    await admin.query(`CREATE DATABASE ${POSTGRES_TEMPLATE}`);
    const templateUrl = withDatabase(postgresUrl, POSTGRES_TEMPLATE);
    const template = await openDatabase({ driver: 'postgres', url: templateUrl, poolSize: 2 });
    await template.migrate();
    await seedReferenceData(template.db);
    await template.close();
    project.provide('postgresTemplate', { url: postgresUrl, name: POSTGRES_TEMPLATE });
    project.provide('pgliteTemplatePath', '');
    return async () => {
      await dropTestDatabases(admin);
      await admin.end();
    };
  }

  const template = await openDatabase({ driver: 'pglite' });
  await template.migrate();
  await seedReferenceData(template.db);
  const dump = await pgliteOf(template)!.dumpDataDir('none');
  const file = path.join(os.tmpdir(), `brifa-pglite-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await template.close();
  project.provide('pgliteTemplatePath', file);
  project.provide('postgresTemplate', null);
  return async () => {
    await rm(file, { force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function dropTestDatabases(admin: pg.Client) {
  const { rows } = await admin.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname LIKE 'brifa_test_%'",
  );
  for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
}
