import { z } from 'zod';
import { ZCategoryAd } from './billing/ads.ts';
import { CATEGORY_KEYS } from './category-keys.ts';
import { ZDirectoryItem } from './directory.ts';

/** GET SearchProvider/category-page: a category's page, for all Turkey or one city (by its slug). */
export const ZCategoryPageQuery = z.object({
  CategoryKey: z.enum(CATEGORY_KEYS),
  City: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,40}$/)
    .optional(),
});
export type TCategoryPageQuery = z.infer<typeof ZCategoryPageQuery>;

export const ZCategoryPageCity = z.object({ Id: z.number().int(), Name: z.string(), Slug: z.string() });

export const ZCategoryPage = z.object({
  CategoryId: z.number().int(),
  CategoryKey: z.enum(CATEGORY_KEYS),
  CategoryName: z.string(),
  CategoryDescription: z.string(),
  City: ZCategoryPageCity.nullable(),
  /** Listed agencies in the category (and city), counted now. */
  AgencyCount: z.number().int(),
  /** Their average rating over reviewed agencies (one decimal); null when none is reviewed. */
  AverageRating: z.number().nullable(),
  ReviewCount: z.number().int(),
  /** Briefs of the category (and city) in the last TIMELINE_DAYS days. */
  RecentBriefCount: z.number().int(),
  /**
   * Typical budgets from real quotes of the category (and city), whole TL: the median and the middle half
   * (25th–75th percentile); all null when fewer than CATEGORY_PAGE_MIN_QUOTES quotes from as many agencies exist.
   */
  Quotes: z.object({
    Count: z.number().int(),
    MedianTl: z.number().nullable(),
    LowTl: z.number().nullable(),
    HighTl: z.number().nullable(),
  }),
  Agencies: z.array(ZDirectoryItem),
  /** The category's live category-top advertisements (the sponsored slot). */
  Sponsored: z.array(ZCategoryAd),
  /** Cities with listed agencies in the category, most first (links to the city pages). */
  Cities: z.array(ZCategoryPageCity.extend({ AgencyCount: z.number().int() })),
});
export type TCategoryPage = z.infer<typeof ZCategoryPage>;

/** GET Timeline: recent briefs (and their agreements) as anonymous cards. */
export const ZTimelineCard = z.object({
  /** An opaque card id (not the brief's id or key). */
  Id: z.string(),
  Kind: z.enum(['brief', 'agreement']),
  CategoryKey: z.enum(CATEGORY_KEYS),
  CategoryName: z.string(),
  City: z.string().nullable(),
  /** The budget's band (NOTICE_BUDGET_BANDS_TRY), whole TL; MaxTl null for the open-ended top band. */
  BudgetBand: z.object({ MinTl: z.number().int(), MaxTl: z.number().int().nullable() }).nullable(),
  AnsweredCount: z.number().int(),
  /** Minutes from the brief to the first agency's answer; null when none answered. */
  FirstAnswerMinutes: z.number().int().nullable(),
  /** The day the brief was posted (YYYY-MM-DD, Istanbul): no finer, so a card cannot be matched to a client. */
  Day: z.string(),
  /** Only when both the client and the agency agreed to be shown (an agreement's two consents). */
  ClientCompany: z.string().nullable(),
  Agency: z.object({ Name: z.string(), Slug: z.string() }).nullable(),
});
export type TTimelineCard = z.infer<typeof ZTimelineCard>;
export const ZTimeline = z.object({ Items: z.array(ZTimelineCard) });
export type TTimeline = z.infer<typeof ZTimeline>;
