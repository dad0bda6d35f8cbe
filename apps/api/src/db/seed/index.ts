import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  categories,
  cities,
  countries,
  countryLanguages,
  districts,
  expertiseQuestions,
  expertises,
  productCategories,
  sectors,
  technologies,
} from '../../modules/catalogue/catalogue.table.ts';
import type { TDb } from '../../platform/db.ts';
import { CATEGORY_SEED } from './catalogue-categories.ts';
import { EXPERTISE_QUESTION_SEED } from './catalogue-expertise-questions.ts';
import { EXPERTISE_SEED } from './catalogue-expertises.ts';
import { CITY_SEED, COUNTRY_LANGUAGE_SEED, COUNTRY_SEED, DISTRICT_SEED } from './catalogue-places.ts';
import { PRODUCT_CATEGORY_SEED } from './catalogue-product-categories.ts';
import { SECTOR_SEED } from './catalogue-sectors.ts';
import { TECHNOLOGY_SEED } from './catalogue-technologies.ts';

/** Any number for pg_advisory_xact_lock, fixed so that API processes starting together seed one at a time. */
const SEED_LOCK_KEY = 7_311_001;
/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters for every table here. */
const CHUNK_ROWS = 1000;

type TWriter = Pick<TDb, 'insert' | 'execute'>;

/**
 * Inserts rows by their fixed id, or updates the columns the seed provides when they differ. Columns the seed
 * leaves out (e.g. `categories.is_active`) keep what an operator set. Unchanged rows are not rewritten.
 */
async function upsertById(db: TWriter, table: PgTable & { id: PgColumn }, rows: Record<string, unknown>[]) {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const updated = Object.keys(first)
    .filter((field) => field !== 'id')
    .map((field) => {
      const column = columns[field];
      if (!column) throw new Error(`seed field ${field} is not a column of ${getTableName(table)}`);
      return column;
    });
  const set: Record<string, SQL> = {};
  for (const [field, column] of Object.entries(columns)) {
    if (updated.includes(column)) set[field] = sql.raw(`excluded.${quote(column.name)}`);
  }
  const current = sql.join(
    updated.map((column) => sql.raw(`${quote(getTableName(table))}.${quote(column.name)}`)),
    sql`, `,
  );
  const incoming = sql.join(
    updated.map((column) => sql.raw(`excluded.${quote(column.name)}`)),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    await db
      .insert(table)
      .values(rows.slice(start, start + CHUNK_ROWS))
      .onConflictDoUpdate({
        target: table.id,
        set,
        setWhere: sql`(${current}) IS DISTINCT FROM (${incoming})`,
      });
  }
}

function quote(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}

/**
 * Reference data every install needs: Türkiye and its languages, provinces and districts, the 25 categories,
 * sectors, technologies, expertises with their brief questions, and product categories. Idempotent and
 * quick (a few bulk upserts in one transaction), so it runs on every start. Rows that leave the seed are
 * not deleted: other tables refer to them by id.
 */
export async function seedReferenceData(db: TDb): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    await upsertById(tx, countries, COUNTRY_SEED);
    await upsertById(tx, countryLanguages, COUNTRY_LANGUAGE_SEED);
    await upsertById(
      tx,
      categories,
      CATEGORY_SEED.map((c, index) => ({ ...c, sortOrder: index + 1 })),
    );
    await upsertById(tx, sectors, SECTOR_SEED);
    await upsertById(tx, cities, CITY_SEED);
    await upsertById(tx, districts, DISTRICT_SEED);
    await upsertById(tx, technologies, TECHNOLOGY_SEED);
    await upsertById(tx, expertises, EXPERTISE_SEED);
    await upsertById(tx, expertiseQuestions, EXPERTISE_QUESTION_SEED);
    await upsertById(tx, productCategories, PRODUCT_CATEGORY_SEED);
  });
}
