import { z } from 'zod';
import { sameWord } from './portfolio.ts';
import { COMMENT_LIMITS, PRODUCT_COVER, PRODUCT_LIMITS, REFERENCE_LOGO_MIN_PX } from './rules.ts';

/** Rules (rules.ts) under their old names. */
export { COMMENT_LIMITS, PRODUCT_COVER, PRODUCT_LIMITS, REFERENCE_LOGO_MIN_PX };

export const ZReference = z.object({
  Id: z.number().int(),
  LogoSrc: z.string(),
  CompanyName: z.string(),
});
export type TReference = z.infer<typeof ZReference>;

export const ZReferenceUpdate = z.object({ CompanyName: z.string().trim().max(120) });

export const ZCommentFields = z.object({
  CustomerName: z.string().trim().min(2).max(120),
  AuthorName: z.string().trim().min(2).max(120),
  AuthorTitle: z.string().trim().max(120).default(''),
  Text: z.string().trim().min(COMMENT_LIMITS.textMin).max(COMMENT_LIMITS.textMax),
});
export const ZComment = z.object({
  Id: z.number().int(),
  CustomerLogoSrc: z.string(),
  CustomerName: z.string(),
  AuthorName: z.string(),
  AuthorTitle: z.string(),
  Text: z.string(),
});
export type TComment = z.infer<typeof ZComment>;

/** Products (rules.md section 5 "Product"): three tiers, a 16:9 cover, built step by step, then published. */
export const PRODUCT_TIERS = ['basic', 'standard', 'premium'] as const;
/** What a tier's line says: included, not included, or a value of its own (its description). */
export const PRODUCT_LINE_TYPES = ['included', 'not_included', 'value'] as const;
export const PRODUCT_PAYMENT_TYPES = ['monthly', 'one_time'] as const;
export const PRODUCT_CURRENCIES = ['TRY', 'USD', 'EUR'] as const;

const productLine = z.object({
  Title: z.string().trim().max(PRODUCT_LIMITS.lineTitleMax),
  Description: z.string().trim().max(PRODUCT_LIMITS.lineDescriptionMax).default(''),
  Type: z.enum(PRODUCT_LINE_TYPES),
});
const priceDigits = z
  .string()
  .trim()
  .max(10)
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || /^\d+$/.test(value), { message: 'digitsOnly' });
const productTier = z.object({
  Tier: z.enum(PRODUCT_TIERS),
  Price: priceDigits,
  Lines: z.array(productLine).max(PRODUCT_LIMITS.linesMax),
});

/** What a step may save: every field optional, lengths and formats checked. */
export const ZProductDraft = z.object({
  ProductCategoryId: z.coerce.number().int().positive().nullish(),
  Title: z.string().trim().max(PRODUCT_LIMITS.titleMax).default(''),
  Detail: z.string().trim().max(PRODUCT_LIMITS.detailMax).default(''),
  Tiers: z.array(productTier).max(PRODUCT_TIERS.length).default([]),
  PaymentType: z.enum(PRODUCT_PAYMENT_TYPES).nullish(),
  Currency: z.enum(PRODUCT_CURRENCIES).default('TRY'),
  RecurringPeriodMonths: z.coerce.number().int().min(1).max(36).nullish(),
  Tags: z.array(z.string().trim().min(1).max(40)).max(PRODUCT_LIMITS.tagsMax).default([]),
  PortfolioIds: z.array(z.coerce.number().int().positive()).max(20).default([]),
  Publish: z.boolean().default(false),
});
export type TProductDraft = z.input<typeof ZProductDraft>;

/** Publishing needs every rule: category, title 20-50, detail 600+, three priced tiers of 3+ filled lines, payment, cover, 3+ distinct tags. */
export const ZProductPublish = ZProductDraft.extend({
  ProductCategoryId: z.coerce.number().int().positive(),
  Title: z.string().trim().min(PRODUCT_LIMITS.titleMin).max(PRODUCT_LIMITS.titleMax),
  Detail: z.string().trim().min(PRODUCT_LIMITS.detailMin).max(PRODUCT_LIMITS.detailMax),
  Tiers: z
    .array(
      productTier.extend({
        Price: priceDigits.refine((value) => value !== null, { message: 'required' }),
        Lines: z
          .array(productLine)
          .max(PRODUCT_LIMITS.linesMax)
          .refine((lines) => lines.filter((line) => line.Title.trim()).length >= PRODUCT_LIMITS.linesMin, {
            message: 'atLeastThree',
          }),
      }),
    )
    .length(PRODUCT_TIERS.length)
    .refine((tiers) => PRODUCT_TIERS.every((tier) => tiers.some((t) => t.Tier === tier)), {
      message: 'invalid',
    }),
  PaymentType: z.enum(PRODUCT_PAYMENT_TYPES),
  Tags: z
    .array(z.string().trim().min(1).max(40))
    .max(PRODUCT_LIMITS.tagsMax)
    .refine((tags) => tags.length >= PRODUCT_LIMITS.tagsMin, { message: 'atLeastThree' })
    .refine((tags) => new Set(tags.map(sameWord)).size === tags.length, {
      message: 'duplicateTag',
    }),
}).superRefine((value, ctx) => {
  if (value.PaymentType === 'monthly' && !value.RecurringPeriodMonths) {
    ctx.addIssue({ code: 'custom', path: ['RecurringPeriodMonths'], message: 'required' });
  }
});

export const ZProductDetail = z.object({
  Id: z.number().int(),
  Status: z.enum(['draft', 'published']),
  ProductCategoryId: z.number().int().nullable(),
  Title: z.string(),
  Detail: z.string(),
  Tiers: z.array(
    z.object({
      Tier: z.string(),
      Price: z.string().nullable(),
      Lines: z.array(z.object({ Title: z.string(), Description: z.string(), Type: z.string() })),
    }),
  ),
  PaymentType: z.string().nullable(),
  Currency: z.string(),
  RecurringPeriodMonths: z.number().int().nullable(),
  CoverSrc: z.string().nullable(),
  Tags: z.array(z.string()),
  PortfolioIds: z.array(z.number().int()),
  UpdatedAt: z.string(),
});
export type TProductDetail = z.infer<typeof ZProductDetail>;

export const ZProductEditPage = z.object({
  Product: ZProductDetail,
  PortfolioWorks: z.array(z.object({ Id: z.number().int(), Title: z.string() })),
});

export const ZPublicProductDetail = ZProductDetail.extend({
  Agency: z.object({ Slug: z.string(), Name: z.string(), LogoSrc: z.string().nullable() }),
});
