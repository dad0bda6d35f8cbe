import { z } from 'zod';
import { CLIENT_MATCH_MARKS, CLIENT_OFFER_FILTERS, MATCH_REASON_CODES, MATCH_STATUSES } from './matching.ts';
import { PRICING_MODELS, ZQuoteLine } from './quotes.ts';

/**
 * The client's view of the agencies matched to its brief (GET offer/{id}/matches, GET MatchedProvider/{id}),
 * the agency's own view of a match, and a brief's figures (GET OfferMetric/{id}).
 */

/**
 * Where the brief stands for one matched agency (spec product.md section 4, agency side): `open` while the
 * client has not agreed, `won` ("client agreed") for the chosen agency, `agreed_with_another` for the others,
 * `stopped` / `closed` when the client stopped or closed the brief without agreeing.
 */
export const MATCH_AGENCY_STATES = ['open', 'won', 'agreed_with_another', 'stopped', 'closed'] as const;
export type TMatchAgencyState = (typeof MATCH_AGENCY_STATES)[number];

/** The statuses a client sees (and can act on): declined and expired slots went to other agencies. */
export const CLIENT_VISIBLE_MATCH_STATUSES = ['waiting', 'responded'] as const;

export const ZClientOfferFilter = z.enum(CLIENT_OFFER_FILTERS);

export const ZClientMatchesQuery = z.object({
  Filter: z.preprocess((value) => (value === '' || value === undefined ? 'all' : value), ZClientOfferFilter),
});

/** Why the agency was matched, in the caller's language. */
export const ZMatchReasonView = z.object({ Code: z.enum(MATCH_REASON_CODES), Label: z.string() });
export type TMatchReasonView = z.infer<typeof ZMatchReasonView>;

/** The agency as a client sees it on its offers list. */
export const ZMatchAgencyCard = z.object({
  Id: z.number().int(),
  Name: z.string(),
  /** /ajans/{slug} (Turkish), /agency/{slug} (English). */
  Slug: z.string(),
  CityName: z.string().nullable(),
  ShortDescription: z.string(),
  LogoUrl: z.string().nullable(),
  /** Average review rating 1-5; 0 until the agency has reviews. */
  Rating: z.number(),
  ReviewCount: z.number().int(),
  /** Verified reviews (of ReviewCount): the comparison shows them. */
  VerifiedReviewCount: z.number().int(),
});
export type TMatchAgencyCard = z.infer<typeof ZMatchAgencyCard>;

/** The agency's quote once it sends one; money in kuruş. The attachment: GET MatchedProvider/{id}/quote/file. */
export const ZMatchQuote = z.object({
  AmountKurus: z.number().int(),
  Currency: z.string(),
  PricingModel: z.enum(PRICING_MODELS),
  /** What is included: empty when the agency gave only the total. */
  Lines: z.array(ZQuoteLine),
  DurationDays: z.number().int(),
  Text: z.string(),
  FileName: z.string().nullable(),
  SentAt: z.string(),
  UpdatedAt: z.string(),
});
export type TMatchQuote = z.infer<typeof ZMatchQuote>;

export const ZClientMatch = z.object({
  /** The matched provider's id: MatchedProvider/{id}. */
  Id: z.number().int(),
  OfferKey: z.string(),
  Agency: ZMatchAgencyCard,
  Status: z.enum(MATCH_STATUSES),
  AgencyState: z.enum(MATCH_AGENCY_STATES),
  Score: z.number(),
  Reasons: z.array(ZMatchReasonView),
  Quote: ZMatchQuote.nullable(),
  MatchedAt: z.string(),
  RespondedAt: z.string().nullable(),
  IsSeen: z.boolean(),
  /** The agency has access to the brief: the two can message each other. */
  HasAccess: z.boolean(),
  Mark: z.enum(CLIENT_MATCH_MARKS).nullable(),
  IsWatchlisted: z.boolean(),
  IsWon: z.boolean(),
  /** "We agreed with this agency" is possible now (brief active or stopped, nobody chosen yet). */
  CanWin: z.boolean(),
  /**
   * Issue 20: the agency (with access) reported "we agreed" in its feedback and the client has neither confirmed
   * it (the won mark) nor said no (POST MatchedProvider/{id}/agreement-report/decline).
   */
  AgencyReportsAgreed: z.boolean(),
});
export type TClientMatch = z.infer<typeof ZClientMatch>;

export const ZClientMatchCounts = z.object(
  Object.fromEntries(CLIENT_OFFER_FILTERS.map((filter) => [filter, z.number().int()])) as Record<
    (typeof CLIENT_OFFER_FILTERS)[number],
    z.ZodNumber
  >,
);
export type TClientMatchCounts = z.infer<typeof ZClientMatchCounts>;

export const ZClientMatchList = z.object({
  Filter: ZClientOfferFilter,
  Items: z.array(ZClientMatch),
  Counts: ZClientMatchCounts,
  /** The brief's stored state (active, stopped, agreed, closed) and the agency it agreed with. */
  OfferState: z.enum(['active', 'stopped', 'agreed', 'closed']),
  AgreedMatchId: z.number().int().nullable(),
});
export type TClientMatchList = z.infer<typeof ZClientMatchList>;

/** POST MatchedProvider/{id}/mark: contacted, not interested, or null to clear the mark. */
export const ZClientMatchMark = z.object({ Mark: z.enum(CLIENT_MATCH_MARKS).nullable() });
export type TClientMatchMarkInput = z.infer<typeof ZClientMatchMark>;

/** The matched agency's own view of the match: the brief without the client's contact details. */
export const ZProviderMatchView = z.object({
  Id: z.number().int(),
  Status: z.enum(MATCH_STATUSES),
  AgencyState: z.enum(MATCH_AGENCY_STATES),
  Score: z.number(),
  Reasons: z.array(ZMatchReasonView),
  MatchedAt: z.string(),
  RespondBy: z.string(),
  RespondedAt: z.string().nullable(),
  HasAccess: z.boolean(),
  Brief: z.object({
    CategoryId: z.number().int(),
    CategoryName: z.string(),
    CityName: z.string().nullable(),
    BudgetTry: z.number().nullable(),
    StartDate: z.string().nullable(),
    Description: z.string(),
    CreatedAt: z.string(),
  }),
});
export type TProviderMatchView = z.infer<typeof ZProviderMatchView>;

/** GET MatchedProvider/{id}: the client's view, or the matched agency's (View tells which). */
export const ZMatchedProviderView = z.discriminatedUnion('View', [
  z.object({ View: z.literal('client'), Match: ZClientMatch }),
  z.object({ View: z.literal('provider'), Match: ZProviderMatchView }),
]);
export type TMatchedProviderView = z.infer<typeof ZMatchedProviderView>;

/** GET OfferMetric/{id}: how a brief is doing. */
export const ZOfferMetric = z.object({
  OfferKey: z.string(),
  /** Matched agencies that opened the brief. */
  Views: z.number().int(),
  /** Agencies that responded (the client's offers). */
  Responses: z.number().int(),
  /** Agencies matched now (waiting or responded). */
  MatchedCount: z.number().int(),
  /** Minutes from the brief to the first response; null before one. */
  FirstResponseMinutes: z.number().int().nullable(),
});
export type TOfferMetric = z.infer<typeof ZOfferMetric>;
