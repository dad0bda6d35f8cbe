import {
  CATEGORY_GROUP_KEYS,
  CATEGORY_GROUP_NAMES,
  type TCategory,
  type TCategoryGroup,
  type TCategoryGroupKey,
  type TCategoryKey,
  type TCitiesQuery,
  type TCity,
  type TCountryLanguage,
  type TDistrict,
  type TExpertise,
  type TExpertiseAnswerType,
  type TExpertiseQuestion,
  type TLocale,
  type TProductCategory,
  type TSector,
  type TTechnology,
  TURKEY_COUNTRY_ID,
} from '@brifa/contracts';
import { commonErrors } from '../../platform/common.errors.ts';
import type { TDb } from '../../platform/db.ts';
import {
  selectActiveCategories,
  selectCategory,
  selectCities,
  selectCountryLanguages,
  selectDistricts,
  selectExpertiseQuestions,
  selectExpertises,
  selectProductCategories,
  selectSectors,
  selectTechnologies,
} from './catalogue.repo.ts';

/** Agencies per category id: the agencies module counts them, the catalogue shows the figure. */
export type TAgencyCounts = (db: TDb) => Promise<Map<number, number>>;
type TRead = { db: TDb; locale: TLocale; agencyCounts?: TAgencyCounts };

const COLLATORS: Record<TLocale, Intl.Collator> = {
  tr: new Intl.Collator('tr'),
  en: new Intl.Collator('en'),
};
/** Place names are Turkish proper nouns: always Turkish order (Bursa, Çanakkale, Denizli; Iğdır before İzmir). */
const TURKISH = COLLATORS.tr;

function localized(row: { nameTr: string; nameEn: string }, locale: TLocale): string {
  return locale === 'en' ? row.nameEn : row.nameTr;
}

/** Active categories in their fixed order, with how many agencies offer services in each. */
export async function listCategories({ db, locale, agencyCounts }: TRead): Promise<TCategory[]> {
  const [rows, counts] = await Promise.all([
    selectActiveCategories(db),
    agencyCounts ? agencyCounts(db) : new Map<number, number>(),
  ]);
  return rows.map((row) => ({
    Id: row.id,
    Key: row.key as TCategoryKey,
    Name: localized(row, locale),
    Description: locale === 'en' ? row.descriptionEn : row.descriptionTr,
    GroupKey: row.groupKey as TCategoryGroupKey,
    Translations: {
      tr: { Name: row.nameTr, Description: row.descriptionTr },
      en: { Name: row.nameEn, Description: row.descriptionEn },
    },
    ProviderCount: counts.get(row.id) ?? 0,
  }));
}

/** Categories under their groups, groups in CATEGORY_GROUP_KEYS order; empty groups are left out. */
export async function listCategoriesByGroup(read: TRead): Promise<TCategoryGroup[]> {
  const all = await listCategories(read);
  return CATEGORY_GROUP_KEYS.map((groupKey) => ({
    GroupKey: groupKey,
    Name: CATEGORY_GROUP_NAMES[groupKey][read.locale],
    Categories: all.filter((category) => category.GroupKey === groupKey),
  })).filter((group) => group.Categories.length > 0);
}

/** Alphabetical in the caller's language; sortOrder only pins entries such as `other` to the end. */
export async function listSectors({ db, locale }: TRead): Promise<TSector[]> {
  const rows = await selectSectors(db);
  const collator = COLLATORS[locale];
  return rows
    .map((row) => ({ Id: row.id, Key: row.key, Name: localized(row, locale), sortOrder: row.sortOrder }))
    .sort((a, b) => a.sortOrder - b.sortOrder || collator.compare(a.Name, b.Name))
    .map(({ sortOrder: _, ...sector }) => sector);
}

/** Technologies agencies work with (directory filter), by name. */
export async function listTechnologies({ db }: { db: TDb }): Promise<TTechnology[]> {
  const rows = await selectTechnologies(db);
  return rows.map((row) => ({
    Id: row.id,
    Key: row.key,
    Name: row.name,
    GroupKey: row.groupKey as TTechnology['GroupKey'],
  }));
}

/** CountryId wins over CountryIso; with neither, Türkiye. An unknown country has no cities. */
export async function listCities({ db, query }: { db: TDb; query: TCitiesQuery }): Promise<TCity[]> {
  const country =
    query.CountryId !== undefined
      ? { id: query.CountryId }
      : query.CountryIso !== undefined
        ? { iso2: query.CountryIso }
        : { id: TURKEY_COUNTRY_ID };
  const rows = await selectCities(db, country);
  return rows
    .map((row) => ({ Id: row.id, Code: row.code, Name: row.name, CountryId: row.countryId }))
    .sort((a, b) => TURKISH.compare(a.Name, b.Name));
}

export async function listDistricts({ db, cityId }: { db: TDb; cityId: number }): Promise<TDistrict[]> {
  const rows = await selectDistricts(db, cityId);
  return rows
    .map((row) => ({ Id: row.id, CityId: row.cityId, Name: row.name }))
    .sort((a, b) => TURKISH.compare(a.Name, b.Name));
}

export async function listExpertises({
  db,
  locale,
  categoryId,
}: TRead & { categoryId: number | undefined }): Promise<TExpertise[]> {
  const rows = await selectExpertises(db, categoryId);
  return rows.map((row) => ({
    Id: row.id,
    CategoryId: row.categoryId,
    Key: row.key,
    Name: localized(row, locale),
  }));
}

/** The brief questions of an active category, in order; an unknown or inactive category is NOT_FOUND. */
export async function listExpertiseQuestions({
  db,
  locale,
  categoryId,
}: TRead & { categoryId: number }): Promise<TExpertiseQuestion[]> {
  const category = await selectCategory(db, categoryId);
  if (!category?.isActive) throw commonErrors.notFound();
  const rows = await selectExpertiseQuestions(db, categoryId);
  return rows.map((row) => ({
    Id: row.id,
    CategoryId: row.categoryId,
    Key: row.key,
    Question: locale === 'en' ? row.questionEn : row.questionTr,
    AnswerType: row.answerType as TExpertiseAnswerType,
    IsRequired: row.isRequired,
    Options: row.options.map((option) => ({
      Key: option.Key,
      Name: locale === 'en' ? option.NameEn : option.NameTr,
    })),
  }));
}

export async function listCountryLanguages({
  db,
  locale,
  availableOnly,
}: TRead & { availableOnly: boolean }): Promise<TCountryLanguage[]> {
  const rows = await selectCountryLanguages(db, { availableOnly });
  return rows.map((row) => ({
    Id: row.id,
    CountryId: row.countryId,
    IsoCode: row.isoCode,
    LanguageIso: row.languageIso,
    Name: localized(row, locale),
    NativeName: row.nativeName,
    IsDefault: row.isDefault,
    IsAvailable: row.isAvailable,
  }));
}

export async function listProductCategories({ db, locale }: TRead): Promise<TProductCategory[]> {
  const rows = await selectProductCategories(db);
  return rows.map((row) => ({
    Id: row.id,
    Key: row.key,
    Name: localized(row, locale),
    CategoryId: row.categoryId,
    Translations: { tr: { Name: row.nameTr }, en: { Name: row.nameEn } },
  }));
}

/** What other modules may use of this module's data (they ask the owner, never its repo). */
export { categoryExists, selectExpertiseQuestions, selectSectors } from './catalogue.repo.ts';
