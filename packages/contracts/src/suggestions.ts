import { z } from 'zod';

/**
 * Suggestions and campaigns (issue 21 item 6; api-calls `GET SuggestionCampaign`, screens /provider/suggestions
 * and /provider/dashboard): what would bring the agency more and better opportunities, from its own data, and
 * its return on spend per Istanbul month.
 */
export const SUGGESTION_KINDS = ['profile_task', 'category_subscription', 'lost_reason'] as const;
export type TSuggestionKind = (typeof SUGGESTION_KINDS)[number];

/** Client reasons an agency can act on (client feedback outcomes and reason codes, "not interested" marks). */
export const FIXABLE_LOST_REASONS = ['price', 'speed', 'relevance'] as const;
export type TFixableLostReason = (typeof FIXABLE_LOST_REASONS)[number];

const ZLocalized = z.object({ tr: z.string(), en: z.string() });

export const ZSuggestion = z.object({
  Kind: z.enum(SUGGESTION_KINDS),
  /** The task key, category key or lost reason: stable for tests and the screen. */
  Key: z.string(),
  /** Expected impact: higher first. */
  Impact: z.number(),
  Title: ZLocalized,
  Body: ZLocalized,
  Action: ZLocalized,
  /** The screen that acts on it. */
  Path: z.string(),
});
export type TSuggestion = z.infer<typeof ZSuggestion>;

export const ZRunningCampaign = z.object({
  Kind: z.enum(['coupon', 'leadcoin']),
  Title: ZLocalized,
  Body: ZLocalized,
  /** The coupon's code to type (null: applied by itself, or a leadcoin bonus). */
  Code: z.string().nullable(),
  ValidTo: z.string().nullable(),
  Path: z.string(),
});
export type TRunningCampaign = z.infer<typeof ZRunningCampaign>;

/** One Istanbul month of the agency's return on spend (amounts in kuruş). */
export const ZRoiMonth = z.object({
  /** YYYY-MM in Istanbul time. */
  Month: z.string(),
  AccessFeesKurus: z.number(),
  SubscriptionsKurus: z.number(),
  SpendKurus: z.number(),
  Opportunities: z.number(),
  Accessed: z.number(),
  Replied: z.number(),
  Meetings: z.number(),
  Won: z.number(),
  RefundsKurus: z.number(),
});
export type TRoiMonth = z.infer<typeof ZRoiMonth>;

export const ZSuggestionCampaign = z.object({
  Suggestions: z.array(ZSuggestion),
  Campaigns: z.array(ZRunningCampaign),
  /** Oldest month first, SUGGESTION_ROI_MONTHS of them, the current one last. */
  Roi: z.array(ZRoiMonth),
});
export type TSuggestionCampaign = z.infer<typeof ZSuggestionCampaign>;
