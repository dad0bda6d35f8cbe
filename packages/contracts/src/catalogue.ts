import { z } from 'zod';
import { CATEGORY_KEYS } from './category-keys.ts';
import type { TLocalizedText } from './messages.ts';

export { CATEGORY_KEYS, categoryIdOf, type TCategoryKey } from './category-keys.ts';

export const ZCategoryKey = z.enum(CATEGORY_KEYS);

/** Groups of categories for the grouped picker (`GET Category/by-group`), in display order. */
export const CATEGORY_GROUP_KEYS = [
  'technology',
  'marketing',
  'creative',
  'communication',
  'general',
] as const;
export type TCategoryGroupKey = (typeof CATEGORY_GROUP_KEYS)[number];
export const ZCategoryGroupKey = z.enum(CATEGORY_GROUP_KEYS);

export const CATEGORY_GROUP_NAMES: Record<TCategoryGroupKey, TLocalizedText> = {
  technology: { tr: 'Yazılım ve Teknoloji', en: 'Software & Technology' },
  marketing: { tr: 'Dijital Pazarlama', en: 'Digital Marketing' },
  creative: { tr: 'Tasarım ve Prodüksiyon', en: 'Design & Production' },
  communication: { tr: 'İletişim ve Strateji', en: 'Communication & Strategy' },
  general: { tr: 'Genel Hizmetler', en: 'General Services' },
};

/** Groups of technologies for the provider's technology picker. */
export const TECHNOLOGY_GROUP_KEYS = [
  'frontend',
  'backend',
  'mobile',
  'cms',
  'ecommerce',
  'design',
  'game',
  'cloud',
  'data',
  'marketing',
  'crm',
] as const;
export type TTechnologyGroupKey = (typeof TECHNOLOGY_GROUP_KEYS)[number];

export const EXPERTISE_ANSWER_TYPES = ['single', 'multiple', 'text'] as const;
export type TExpertiseAnswerType = (typeof EXPERTISE_ANSWER_TYPES)[number];

/** Turkey, the only country served so far (ISO TR); its cities are numbered by licence-plate code. */
export const TURKEY_COUNTRY_ID = 1;
export const TURKEY_ISO2 = 'TR';

/** A positive integer id read from a query string or path: '' counts as absent, 'abc' is invalid. */
const ZIdText = z
  .string()
  .trim()
  .regex(/^\d{1,9}$/, { message: 'invalid' })
  .transform(Number)
  .pipe(z.number().int().positive({ message: 'invalid' }));
const ZOptionalIdText = z.preprocess((value) => (value === '' ? undefined : value), ZIdText.optional());

export const ZCitiesQuery = z.object({
  CountryId: ZOptionalIdText,
  /** ISO 3166-1 alpha-2, any case; used when CountryId is absent. */
  CountryIso: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, { message: 'invalid' })
      .transform((value) => value.toUpperCase())
      .optional(),
  ),
});
export type TCitiesQuery = z.infer<typeof ZCitiesQuery>;

export const ZDistrictQuery = z.object({ CityId: ZIdText });
export type TDistrictQuery = z.infer<typeof ZDistrictQuery>;

export const ZExpertisesQuery = z.object({ CategoryId: ZOptionalIdText });
export type TExpertisesQuery = z.infer<typeof ZExpertisesQuery>;

/** `Expertises/questions/{id}`: id is a category id. */
export const ZExpertiseQuestionsParams = z.object({ id: ZIdText });

const ZNameTranslation = z.object({ Name: z.string() });
const ZNameTranslations = z.object({ tr: ZNameTranslation, en: ZNameTranslation });

export const ZCategory = z.object({
  Id: z.number().int(),
  Key: ZCategoryKey,
  Name: z.string(),
  Description: z.string(),
  GroupKey: ZCategoryGroupKey,
  Translations: z.object({
    tr: z.object({ Name: z.string(), Description: z.string() }),
    en: z.object({ Name: z.string(), Description: z.string() }),
  }),
  /** Agencies offering at least one service in this category (approved or not). */
  ProviderCount: z.number().int(),
});
export type TCategory = z.infer<typeof ZCategory>;

export const ZCategoryGroup = z.object({
  GroupKey: ZCategoryGroupKey,
  Name: z.string(),
  Categories: z.array(ZCategory),
});
export type TCategoryGroup = z.infer<typeof ZCategoryGroup>;

export const ZSector = z.object({ Id: z.number().int(), Key: z.string(), Name: z.string() });
export type TSector = z.infer<typeof ZSector>;

export const ZCity = z.object({
  Id: z.number().int(),
  /** Licence-plate code; equal to Id for Turkey. */
  Code: z.number().int(),
  Name: z.string(),
  CountryId: z.number().int(),
});
export type TCity = z.infer<typeof ZCity>;

export const ZDistrict = z.object({ Id: z.number().int(), CityId: z.number().int(), Name: z.string() });
export type TDistrict = z.infer<typeof ZDistrict>;

export const ZExpertise = z.object({
  Id: z.number().int(),
  CategoryId: z.number().int(),
  Key: z.string(),
  Name: z.string(),
});
export type TExpertise = z.infer<typeof ZExpertise>;

export const ZExpertiseQuestionOption = z.object({ Key: z.string(), Name: z.string() });
export type TExpertiseQuestionOption = z.infer<typeof ZExpertiseQuestionOption>;

export const ZExpertiseQuestion = z.object({
  Id: z.number().int(),
  CategoryId: z.number().int(),
  Key: z.string(),
  Question: z.string(),
  AnswerType: z.enum(EXPERTISE_ANSWER_TYPES),
  IsRequired: z.boolean(),
  /** Empty for text answers. */
  Options: z.array(ZExpertiseQuestionOption),
});
export type TExpertiseQuestion = z.infer<typeof ZExpertiseQuestion>;

export const ZCountryLanguage = z.object({
  Id: z.number().int(),
  CountryId: z.number().int(),
  /** tr-TR, en-TR: the value of the language cookie */
  IsoCode: z.string(),
  /** tr, en */
  LanguageIso: z.string(),
  /** In the caller's language */
  Name: z.string(),
  /** In the language itself (Türkçe, English) */
  NativeName: z.string(),
  IsDefault: z.boolean(),
  IsAvailable: z.boolean(),
});
export type TCountryLanguage = z.infer<typeof ZCountryLanguage>;

export const ZProductCategory = z.object({
  Id: z.number().int(),
  Key: z.string(),
  Name: z.string(),
  /** The offer category this kind of product belongs to. */
  CategoryId: z.number().int().nullable(),
  Translations: ZNameTranslations,
});
export type TProductCategory = z.infer<typeof ZProductCategory>;

export const ZTechnology = z.object({
  Id: z.number().int(),
  Key: z.string(),
  Name: z.string(),
  GroupKey: z.enum(TECHNOLOGY_GROUP_KEYS),
});
export type TTechnology = z.infer<typeof ZTechnology>;
