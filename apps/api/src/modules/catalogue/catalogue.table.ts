import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';

/** Reference data. Ids are fixed by the seed (not identities) so that they stay stable across installs. */

export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  iso2: text('iso2').notNull().unique(),
  nameTr: text('name_tr').notNull(),
  nameEn: text('name_en').notNull(),
  defaultLanguage: text('default_language').notNull(),
});

export const countryLanguages = pgTable('country_languages', {
  id: integer('id').primaryKey(),
  countryId: integer('country_id')
    .notNull()
    .references(() => countries.id),
  /** tr-TR, en-TR */
  isoCode: text('iso_code').notNull().unique(),
  languageIso: text('language_iso').notNull(),
  nameTr: text('name_tr').notNull(),
  nameEn: text('name_en').notNull(),
  nativeName: text('native_name').notNull(),
  isAvailable: boolean('is_available').notNull().default(true),
  isDefault: boolean('is_default').notNull().default(false),
});

export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  key: text('key').notNull().unique(),
  groupKey: text('group_key').notNull(),
  nameTr: text('name_tr').notNull(),
  nameEn: text('name_en').notNull(),
  descriptionTr: text('description_tr').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
  sortOrder: smallint('sort_order').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

export const sectors = pgTable('sectors', {
  id: integer('id').primaryKey(),
  key: text('key').notNull().unique(),
  nameTr: text('name_tr').notNull(),
  nameEn: text('name_en').notNull(),
  sortOrder: smallint('sort_order').notNull(),
});

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    /** Turkish licence-plate code 1..81 */
    code: smallint('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [unique('cities_country_code_unique').on(t.countryId, t.code)],
);

export const districts = pgTable(
  'districts',
  {
    id: integer('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    name: text('name').notNull(),
  },
  (t) => [index('districts_city_idx').on(t.cityId)],
);

export const technologies = pgTable('technologies', {
  id: integer('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  /** One of TECHNOLOGY_GROUP_KEYS (contracts): frontend, backend, mobile, cms, ecommerce, design, ... */
  groupKey: text('group_key').notNull(),
});

export const expertises = pgTable(
  'expertises',
  {
    id: integer('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    key: text('key').notNull().unique(),
    nameTr: text('name_tr').notNull(),
    nameEn: text('name_en').notNull(),
    sortOrder: smallint('sort_order').notNull(),
  },
  (t) => [index('expertises_category_idx').on(t.categoryId)],
);

/** One question of a category's brief flow. Options are stored inline: they are shown, never joined. */
export type TQuestionOption = { Key: string; NameTr: string; NameEn: string };

export const expertiseQuestions = pgTable(
  'expertise_questions',
  {
    id: integer('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    key: text('key').notNull(),
    questionTr: text('question_tr').notNull(),
    questionEn: text('question_en').notNull(),
    /** single | multiple | text */
    answerType: text('answer_type').notNull(),
    isRequired: boolean('is_required').notNull().default(true),
    options: jsonb('options').$type<TQuestionOption[]>().notNull().default(sql`'[]'::jsonb`),
    sortOrder: smallint('sort_order').notNull(),
  },
  (t) => [unique('expertise_questions_category_key_unique').on(t.categoryId, t.key)],
);

export const productCategories = pgTable('product_categories', {
  id: integer('id').primaryKey(),
  key: text('key').notNull().unique(),
  /** The offer category this product category maps to. */
  categoryId: integer('category_id').references(() => categories.id),
  nameTr: text('name_tr').notNull(),
  nameEn: text('name_en').notNull(),
  sortOrder: smallint('sort_order').notNull(),
});
