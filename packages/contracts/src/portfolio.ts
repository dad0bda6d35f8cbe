import { z } from 'zod';
import { calendarDay } from './date-time.ts';
import { AUDIENCE_TYPES, GEO_SCOPES } from './matching.ts';
import {
  PORTFOLIO_IMAGE,
  PORTFOLIO_LIMITS,
  PORTFOLIO_WORKS_FOR_OPPORTUNITIES,
  PORTFOLIO_WORKS_RECOMMENDED,
} from './rules.ts';

/** Rules (rules.ts) under their old names. */
export { PORTFOLIO_IMAGE, PORTFOLIO_LIMITS };

export const PORTFOLIO_CURRENCIES = ['TRY', 'USD', 'EUR'] as const;
export { PORTFOLIO_WORKS_FOR_OPPORTUNITIES, PORTFOLIO_WORKS_RECOMMENDED };

/** A video embed link: YouTube (incl. no-cookie) or Vimeo's player, never a watch page. */
const EMBED_URL =
  /^https:\/\/(?:www\.)?(?:youtube\.com\/embed\/|youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\/)[\w-]+/;
export function isEmbedUrl(value: string): boolean {
  return EMBED_URL.test(value);
}

/** Tags and skills compared the Turkish way: "İstanbul" and "istanbul" are the same tag. */
export function sameWord(value: string): string {
  return value.trim().replace(/I/g, 'ı').replace(/İ/g, 'i').toLocaleLowerCase('tr');
}

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'invalid' });
const id = z.coerce.number().int().positive();
const word = z.string().trim().min(1).max(40);
const part = z.string().trim().min(1).max(PORTFOLIO_LIMITS.partMax);

export const ZPortfolioBody = z
  .object({
    Title: z.string().trim().min(3).max(150),
    CompanyName: z.string().trim().min(2).max(120),
    CategoryId: id,
    SectorId: id,
    GeoScope: z.enum(GEO_SCOPES),
    Audience: z.enum(AUDIENCE_TYPES),
    ClientCityId: id.nullish(),
    ImageSrcs: z.array(z.string().max(300)).max(PORTFOLIO_LIMITS.photosMax).default([]),
    VideoUrl: z
      .string()
      .trim()
      .max(300)
      .nullish()
      .transform((value) => value || null)
      .refine((value) => value === null || isEmbedUrl(value), { message: 'embedUrl' }),
    ExpertiseIds: z
      .array(id)
      .min(1)
      .max(PORTFOLIO_LIMITS.listMax)
      .refine((values) => new Set(values).size === values.length, { message: 'duplicateChoice' }),
    Skills: z
      .array(word)
      .max(PORTFOLIO_LIMITS.listMax)
      .refine((values) => values.length >= PORTFOLIO_LIMITS.skillsMin, { message: 'atLeastThree' })
      .refine((values) => new Set(values.map(sameWord)).size === values.length, { message: 'duplicateTag' }),
    Budget: z
      .string()
      .trim()
      .max(12)
      .nullish()
      .transform((value) => value || null)
      .refine((value) => value === null || /^\d+$/.test(value), { message: 'digitsOnly' }),
    BudgetCurrency: z.enum(PORTFOLIO_CURRENCIES).nullish(),
    StartDate: isoDate,
    EndDate: isoDate.nullish().or(z.literal('')),
    IsOngoing: z.boolean().default(false),
    Introduction: part,
    Challenges: part,
    Solution: part,
    Impact: part,
    ReferenceUrl: z
      .string()
      .trim()
      .max(300)
      .nullish()
      .transform((value) => value || null)
      .refine((value) => value === null || /^https?:\/\/\S+\.\S+/.test(value), { message: 'url' }),
    Tags: z
      .array(word)
      .max(PORTFOLIO_LIMITS.listMax)
      .refine((values) => values.length >= PORTFOLIO_LIMITS.tagsMin, { message: 'atLeastThree' })
      .refine((values) => new Set(values.map(sameWord)).size === values.length, { message: 'duplicateTag' }),
  })
  .superRefine(
    (value, ctx) => {
      // Runs even when a field failed (so the form shows every rule at once): values may be malformed here.
      const photos = Array.isArray(value.ImageSrcs) && value.ImageSrcs.length > 0;
      if (photos && value.VideoUrl)
        ctx.addIssue({ code: 'custom', path: ['VideoUrl'], message: 'portfolioMediaBoth' });
      if (!photos && !value.VideoUrl)
        ctx.addIssue({ code: 'custom', path: ['ImageSrcs'], message: 'portfolioMedia' });
      if (value.Budget && !value.BudgetCurrency)
        ctx.addIssue({ code: 'custom', path: ['BudgetCurrency'], message: 'required' });
      const detail = [value.Introduction, value.Challenges, value.Solution, value.Impact]
        .map((part) => (typeof part === 'string' ? part.trim() : ''))
        .join('').length;
      if (detail < PORTFOLIO_LIMITS.detailMin)
        ctx.addIssue({ code: 'custom', path: ['Impact'], message: 'portfolioDetail' });
      if (!value.IsOngoing && !value.EndDate)
        ctx.addIssue({ code: 'custom', path: ['EndDate'], message: 'required' });
      if (typeof value.StartDate !== 'string' || (typeof value.EndDate !== 'string' && value.EndDate)) return;
      if (value.EndDate && !value.IsOngoing && value.StartDate && value.EndDate < value.StartDate) {
        ctx.addIssue({ code: 'custom', path: ['EndDate'], message: 'endBeforeStart' });
      }
      // Today in Istanbul: just after midnight there it is still yesterday in UTC.
      const today = calendarDay(new Date());
      if (value.StartDate > today)
        ctx.addIssue({ code: 'custom', path: ['StartDate'], message: 'futureDate' });
      if (value.EndDate && !value.IsOngoing && value.EndDate > today) {
        ctx.addIssue({ code: 'custom', path: ['EndDate'], message: 'futureDate' });
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type TPortfolioBody = z.input<typeof ZPortfolioBody>;

export const ZPortfolioItem = z.object({
  Id: z.number().int(),
  Title: z.string(),
  CompanyName: z.string(),
  CategoryId: z.number().int(),
  SectorId: z.number().int().nullable(),
  GeoScope: z.string().nullable(),
  Audience: z.string().nullable(),
  ClientCityId: z.number().int().nullable(),
  ImageSrcs: z.array(z.string()),
  VideoUrl: z.string().nullable(),
  ExpertiseIds: z.array(z.number().int()),
  Skills: z.array(z.string()),
  Budget: z.string().nullable(),
  BudgetCurrency: z.string().nullable(),
  StartDate: z.string().nullable(),
  EndDate: z.string().nullable(),
  IsOngoing: z.boolean(),
  Introduction: z.string(),
  Challenges: z.string(),
  Solution: z.string(),
  Impact: z.string(),
  ReferenceUrl: z.string().nullable(),
  Tags: z.array(z.string()),
  UpdatedAt: z.string(),
});
export type TPortfolioItem = z.infer<typeof ZPortfolioItem>;

export const ZPortfolioList = z.object({
  Items: z.array(ZPortfolioItem),
  TotalCount: z.number().int(),
  NeededForOpportunities: z.number().int(),
  Recommended: z.number().int(),
});
export type TPortfolioList = z.infer<typeof ZPortfolioList>;
