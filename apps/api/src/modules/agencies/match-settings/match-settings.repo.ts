import { asc, count, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../../platform/db.ts';
import { categories, cities, expertises, sectors, technologies } from '../../catalogue/catalogue.table.ts';
import { providerServices } from '../profile/services.table.ts';
import {
  providerAgencyTypes,
  providerExpertises,
  providerMatchSettings,
  providerOpportunityPreferences,
  providerSectors,
  providerTechnologies,
} from './match-settings.table.ts';

export type TMatchSettingsRow = typeof providerMatchSettings.$inferSelect;
export type TOpportunityPreferencesRow = typeof providerOpportunityPreferences.$inferSelect;

/** Everything the match settings page shows about one agency, read in parallel. */
export async function selectMatchSettings(db: TDb, providerId: number) {
  const [settings, agencyTypes, technologyIds, expertiseIds, sectorIds, serviceCounts] = await Promise.all([
    db.select().from(providerMatchSettings).where(eq(providerMatchSettings.providerId, providerId)).limit(1),
    db
      .select({ value: providerAgencyTypes.agencyType })
      .from(providerAgencyTypes)
      .where(eq(providerAgencyTypes.providerId, providerId)),
    db
      .select({ value: providerTechnologies.technologyId })
      .from(providerTechnologies)
      .where(eq(providerTechnologies.providerId, providerId))
      .orderBy(asc(providerTechnologies.technologyId)),
    db
      .select({ value: providerExpertises.expertiseId })
      .from(providerExpertises)
      .where(eq(providerExpertises.providerId, providerId))
      .orderBy(asc(providerExpertises.expertiseId)),
    db
      .select({ value: providerSectors.sectorId })
      .from(providerSectors)
      .where(eq(providerSectors.providerId, providerId))
      .orderBy(asc(providerSectors.sectorId)),
    countServicesByCategory(db, providerId),
  ]);
  return {
    settings: settings[0],
    agencyTypes: agencyTypes.map((row) => row.value),
    technologyIds: technologyIds.map((row) => row.value),
    expertiseIds: expertiseIds.map((row) => row.value),
    sectorIds: sectorIds.map((row) => row.value),
    serviceCounts,
  };
}

/** Category id -> the agency's number of services in it (only categories with services). */
export async function countServicesByCategory(db: TDb, providerId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ categoryId: providerServices.categoryId, count: count() })
    .from(providerServices)
    .where(eq(providerServices.providerId, providerId))
    .groupBy(providerServices.categoryId);
  return new Map(rows.map((row) => [row.categoryId, Number(row.count)]));
}

export function selectCategoriesByIds(db: TDb, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(categories)
    .where(inArray(categories.id, [...ids]))
    .orderBy(asc(categories.sortOrder));
}

export function selectAllTechnologies(db: TDb) {
  return db.select().from(technologies).orderBy(asc(technologies.name));
}

export function selectAllSectors(db: TDb) {
  return db.select().from(sectors);
}

export function selectExpertisesOfCategories(db: TDb, categoryIds: readonly number[]) {
  if (categoryIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(expertises)
    .where(inArray(expertises.categoryId, [...categoryIds]))
    .orderBy(asc(expertises.categoryId), asc(expertises.sortOrder));
}

export async function selectCity(db: TDb, cityId: number) {
  return (await db.select().from(cities).where(eq(cities.id, cityId)).limit(1))[0];
}

/** Which of `ids` exist in a catalogue. */
export async function existingIds(
  db: TDb,
  catalogue: 'technologies' | 'sectors',
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const table = catalogue === 'technologies' ? technologies : sectors;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

/** Expertise id -> its category, for the ids that exist. */
export async function expertiseCategories(db: TDb, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: expertises.id, categoryId: expertises.categoryId })
    .from(expertises)
    .where(inArray(expertises.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.categoryId]));
}

export async function upsertWorkArea(
  db: TDb,
  providerId: number,
  values: Pick<TMatchSettingsRow, 'workRegions' | 'cityPreference' | 'mobileMinPriceTry'> & {
    updatedAt: Date;
  },
) {
  await db
    .insert(providerMatchSettings)
    .values({ providerId, ...values })
    .onConflictDoUpdate({ target: providerMatchSettings.providerId, set: values });
}

/** Replaces one of the agency's link sets (agency types, technologies, best expertises, best sectors). */
export async function replaceAgencyTypes(db: TDb, providerId: number, values: readonly string[]) {
  await db.transaction(async (tx) => {
    await tx.delete(providerAgencyTypes).where(eq(providerAgencyTypes.providerId, providerId));
    if (values.length > 0) {
      await tx.insert(providerAgencyTypes).values(values.map((agencyType) => ({ providerId, agencyType })));
    }
  });
}

export async function replaceTechnologies(db: TDb, providerId: number, ids: readonly number[]) {
  await db.transaction(async (tx) => {
    await tx.delete(providerTechnologies).where(eq(providerTechnologies.providerId, providerId));
    if (ids.length > 0) {
      await tx.insert(providerTechnologies).values(ids.map((technologyId) => ({ providerId, technologyId })));
    }
  });
}

export async function replaceExpertises(db: TDb, providerId: number, ids: readonly number[]) {
  await db.transaction(async (tx) => {
    await tx.delete(providerExpertises).where(eq(providerExpertises.providerId, providerId));
    if (ids.length > 0) {
      await tx.insert(providerExpertises).values(ids.map((expertiseId) => ({ providerId, expertiseId })));
    }
  });
}

export async function replaceSectors(db: TDb, providerId: number, ids: readonly number[]) {
  await db.transaction(async (tx) => {
    await tx.delete(providerSectors).where(eq(providerSectors.providerId, providerId));
    if (ids.length > 0) {
      await tx.insert(providerSectors).values(ids.map((sectorId) => ({ providerId, sectorId })));
    }
  });
}

export async function selectOpportunityPreferences(db: TDb, providerId: number) {
  return (
    await db
      .select()
      .from(providerOpportunityPreferences)
      .where(eq(providerOpportunityPreferences.providerId, providerId))
      .limit(1)
  )[0];
}

export async function upsertOpportunityPreferences(
  db: TDb,
  providerId: number,
  values: Omit<typeof providerOpportunityPreferences.$inferInsert, 'providerId'> & { updatedAt: Date },
) {
  await db
    .insert(providerOpportunityPreferences)
    .values({ providerId, ...values })
    .onConflictDoUpdate({ target: providerOpportunityPreferences.providerId, set: values });
}
