import { asc, eq, type SQL } from 'drizzle-orm';
import type { TDb } from '../../platform/db.ts';
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
} from './catalogue.table.ts';

export type TCategoryRow = typeof categories.$inferSelect;
export type TSectorRow = typeof sectors.$inferSelect;
export type TCityRow = typeof cities.$inferSelect;
export type TDistrictRow = typeof districts.$inferSelect;
export type TExpertiseRow = typeof expertises.$inferSelect;
export type TExpertiseQuestionRow = typeof expertiseQuestions.$inferSelect;
export type TCountryLanguageRow = typeof countryLanguages.$inferSelect;
export type TProductCategoryRow = typeof productCategories.$inferSelect;

export function selectActiveCategories(db: TDb): Promise<TCategoryRow[]> {
  return db
    .select()
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.sortOrder), asc(categories.id));
}

export async function selectCategory(db: TDb, id: number): Promise<TCategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
  return row;
}

export function selectSectors(db: TDb): Promise<TSectorRow[]> {
  return db.select().from(sectors);
}

/** Cities of one country, chosen by id or by ISO alpha-2 code. */
export function selectCities(db: TDb, country: { id: number } | { iso2: string }): Promise<TCityRow[]> {
  const condition: SQL = 'id' in country ? eq(countries.id, country.id) : eq(countries.iso2, country.iso2);
  return db
    .select({ id: cities.id, countryId: cities.countryId, code: cities.code, name: cities.name })
    .from(cities)
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(condition);
}

export function selectDistricts(db: TDb, cityId: number): Promise<TDistrictRow[]> {
  return db.select().from(districts).where(eq(districts.cityId, cityId));
}

export function selectExpertises(db: TDb, categoryId: number | undefined): Promise<TExpertiseRow[]> {
  return db
    .select()
    .from(expertises)
    .where(categoryId === undefined ? undefined : eq(expertises.categoryId, categoryId))
    .orderBy(asc(expertises.categoryId), asc(expertises.sortOrder), asc(expertises.id));
}

export function selectExpertiseQuestions(db: TDb, categoryId: number): Promise<TExpertiseQuestionRow[]> {
  return db
    .select()
    .from(expertiseQuestions)
    .where(eq(expertiseQuestions.categoryId, categoryId))
    .orderBy(asc(expertiseQuestions.sortOrder), asc(expertiseQuestions.id));
}

export function selectCountryLanguages(
  db: TDb,
  options: { availableOnly: boolean },
): Promise<TCountryLanguageRow[]> {
  return db
    .select()
    .from(countryLanguages)
    .where(options.availableOnly ? eq(countryLanguages.isAvailable, true) : undefined)
    .orderBy(asc(countryLanguages.countryId), asc(countryLanguages.id));
}

export function selectProductCategories(db: TDb): Promise<TProductCategoryRow[]> {
  return db
    .select()
    .from(productCategories)
    .orderBy(asc(productCategories.sortOrder), asc(productCategories.id));
}

export function selectTechnologies(db: TDb) {
  return db.select().from(technologies).orderBy(asc(technologies.name));
}

/** Whether a category of the catalogue has this id. */
export async function categoryExists(db: TDb, id: number) {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  return Boolean(row);
}
