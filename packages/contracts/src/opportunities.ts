import { z } from 'zod';
import { MATCH_AGENCY_STATES, ZMatchReasonView } from './client-matches.ts';
import { ZPageQuery } from './envelope.ts';
import {
  AUDIENCE_TYPES,
  BUSINESS_TYPES,
  GEO_SCOPES,
  MATCH_SOURCES,
  MATCH_STATUSES,
  TURNOVER_RANGES,
} from './matching.ts';
import { COMPANY_SIZES, CONTACT_PREFERENCES } from './offers.ts';
import { PRICING_MODELS, ZQuoteLine } from './quotes.ts';
import { MATCHED_AGENCIES_PER_PROJECT, PAGE_SIZE, QUOTE_LIMITS } from './rules.ts';

/** Rules (rules.ts) under their old names. */
export { QUOTE_LIMITS };

/**
 * The agency's side of a brief (spec product.md section 4): its opportunities list with folders, the
 * brief with the client's details gated behind access, quotes, its feedback, and the pool.
 */

/**
 * Folders of the agency's opportunities. `new` (not opened yet, the brief still open), `not_reviewed` (never
 * opened and the brief no longer open: missed), `reviewed` (opened or quoted, in no folder of its own) and `won`
 * (the client agreed with this agency) follow from what happened (decisions.md issue 16); `contacted`,
 * `not_interested` and `follow` are the agency's own choice (POST / DELETE MatchedProviderFolder).
 */
export const PROVIDER_FOLDERS = [
  'new',
  'not_reviewed',
  'reviewed',
  'contacted',
  'not_interested',
  'follow',
  'won',
] as const;
export type TProviderFolder = (typeof PROVIDER_FOLDERS)[number];
export const SETTABLE_PROVIDER_FOLDERS = ['contacted', 'not_interested', 'follow'] as const;
export type TSettableProviderFolder = (typeof SETTABLE_PROVIDER_FOLDERS)[number];

/** `Type` of GET MatchedProvider/by-provider: a folder, every opportunity, or those with the agency's quote. */
export const PROVIDER_OPPORTUNITY_TYPES = [...PROVIDER_FOLDERS, 'all', 'quoted'] as const;
export type TProviderOpportunityType = (typeof PROVIDER_OPPORTUNITY_TYPES)[number];

/** How the agency got to see the client's details. */
export const ACCESS_SOURCES = ['subscription', 'wallet', 'pool'] as const;
export type TAccessSource = (typeof ACCESS_SOURCES)[number];

const ZBool = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean(),
);
const ZOptionalId = z.preprocess(
  (value) => (value === '' || value === '0' ? undefined : value),
  z.coerce.number().int().positive().optional(),
);

export const ZProviderOpportunitiesQuery = ZPageQuery.extend({
  PageSize: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE.matchedProviderOffers),
  Type: z.preprocess(
    (value) => (value === '' || value === undefined ? 'all' : value),
    z.enum(PROVIDER_OPPORTUNITY_TYPES),
  ),
  /** true: only briefs taken from the pool; false: only matched ones; absent: both. */
  HasPool: ZBool.optional(),
  SectorId: ZOptionalId,
  CategoryId: ZOptionalId,
});
export type TProviderOpportunitiesQuery = z.infer<typeof ZProviderOpportunitiesQuery>;

/** The agency's quote: price in TRY (kuruş), pricing model, line items, duration in days, message, optional attachment. */
export const ZQuote = z.object({
  AmountKurus: z.number().int(),
  Currency: z.string(),
  PricingModel: z.enum(PRICING_MODELS),
  Lines: z.array(ZQuoteLine),
  DurationDays: z.number().int(),
  Message: z.string(),
  FileName: z.string().nullable(),
  SentAt: z.string(),
  UpdatedAt: z.string(),
});
export type TQuote = z.infer<typeof ZQuote>;

/** A whole TRY amount typed as digits ("12500") or sent as a number. */
const ZWholeTry = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(
    z
      .string()
      .min(1, 'required')
      .regex(/^\d+$/, 'digitsOnly')
      .transform(Number)
      .pipe(z.number().int().min(1, 'required').max(QUOTE_LIMITS.amountMaxTry)),
  );

export const ZQuoteLineInput = z.object({
  Title: z.string().trim().min(QUOTE_LIMITS.lineTitleMin).max(QUOTE_LIMITS.lineTitleMax),
  AmountTry: ZWholeTry,
});

/**
 * PUT MatchedProvider/{id}/quote: send or update the quote (the attachment has its own call). Line items are
 * optional; when given they must add up to the amount (decisions.md issue 16), whatever the pricing model.
 */
export const ZQuoteInput = z
  .object({
    AmountTry: ZWholeTry,
    PricingModel: z.preprocess(
      (value) => (value === '' || value === undefined ? 'fixed' : value),
      z.enum(PRICING_MODELS),
    ),
    Lines: z.array(ZQuoteLineInput).max(QUOTE_LIMITS.lineItemsMax).default([]),
    DurationDays: z.coerce
      .number({ error: 'required' })
      .int('digitsOnly')
      .min(1, 'required')
      .max(QUOTE_LIMITS.durationMaxDays),
    Message: z.string().trim().min(QUOTE_LIMITS.messageMin).max(QUOTE_LIMITS.messageMax),
  })
  .superRefine((value, ctx) => {
    if (value.Lines.length === 0) return;
    const sum = value.Lines.reduce((total, line) => total + line.AmountTry, 0);
    if (sum !== value.AmountTry) ctx.addIssue({ code: 'custom', path: ['Lines'], message: 'quoteLinesSum' });
  });
export type TQuoteInput = z.input<typeof ZQuoteInput>;

/** The brief as every matched agency sees it, with or without access. */
export const ZOpportunityBriefSummary = z.object({
  OfferKey: z.string(),
  CategoryId: z.number().int(),
  CategoryName: z.string(),
  SectorId: z.number().int(),
  SectorName: z.string(),
  CityName: z.string().nullable(),
  BudgetTry: z.number().nullable(),
  StartDate: z.string().nullable(),
  /** The first lines of the description. */
  Summary: z.string(),
  CompanySize: z.enum(COMPANY_SIZES),
  CreatedAt: z.string(),
});
export type TOpportunityBriefSummary = z.infer<typeof ZOpportunityBriefSummary>;

/** One row of the agency's opportunities list. */
export const ZProviderOpportunity = z.object({
  /** The matched provider's id: /provider/projects/{Id}/detail. */
  Id: z.number().int(),
  Source: z.enum(MATCH_SOURCES),
  Status: z.enum(MATCH_STATUSES),
  /** open = waiting for the client's approval; won = client agreed; agreed_with_another; stopped / closed. */
  AgencyState: z.enum(MATCH_AGENCY_STATES),
  Folder: z.enum(PROVIDER_FOLDERS),
  MatchedAt: z.string(),
  /** The 24 hours to respond end here (shown as a countdown while the match is waiting). */
  RespondBy: z.string(),
  HasAccess: z.boolean(),
  AccessSource: z.enum(ACCESS_SOURCES).nullable(),
  Brief: ZOpportunityBriefSummary,
  Quote: ZQuote.nullable(),
});
export type TProviderOpportunity = z.infer<typeof ZProviderOpportunity>;

export const ZProviderFolderCounts = z.object(
  Object.fromEntries([...PROVIDER_FOLDERS, 'all', 'quoted'].map((key) => [key, z.number().int()])) as Record<
    TProviderOpportunityType,
    z.ZodNumber
  >,
);
export type TProviderFolderCounts = z.infer<typeof ZProviderFolderCounts>;

export const ZProviderOpportunityList = z.object({
  Items: z.array(ZProviderOpportunity),
  TotalCount: z.number().int(),
  PageIndex: z.number().int(),
  PageSize: z.number().int(),
  Counts: ZProviderFolderCounts,
});
export type TProviderOpportunityList = z.infer<typeof ZProviderOpportunityList>;

/** POST / DELETE MatchedProviderFolder. */
export const ZProviderFolderInput = z.object({
  MatchedProviderId: z.coerce.number().int().positive(),
  Folder: z.enum(SETTABLE_PROVIDER_FOLDERS),
});
export const ZProviderFolderRemove = z.object({ MatchedProviderId: z.coerce.number().int().positive() });

/** The client's details: only with access. */
export const ZOpportunityClient = z.object({
  FullName: z.string(),
  CompanyName: z.string(),
  Email: z.string(),
  Phone: z.string(),
  /** The brief's attachment (GET Offer/{key}/file). */
  FileName: z.string().nullable(),
});
export type TOpportunityClient = z.infer<typeof ZOpportunityClient>;

/** A question of the brief's flow with the client's answer, in the caller's language. */
export const ZOpportunityAnswer = z.object({ Question: z.string(), Answer: z.string() });

/** Why the agency cannot pay or contact now (null when it can). */
export const ACCESS_BLOCKS = [
  'debt',
  'closed',
  'communication_limit',
  'insufficient_balance',
  'pool_contact_limit',
  /** An operator suspended the agency (issue 17): it cannot pay or contact until reinstated. */
  'suspended',
] as const;
export type TAccessBlock = (typeof ACCESS_BLOCKS)[number];

export const ZOpportunityAccess = z.object({
  HasAccess: z.boolean(),
  Source: z.enum(ACCESS_SOURCES).nullable(),
  /** The viewing fee, shown before the agency confirms. */
  FeeKurus: z.number().int(),
  BalanceKurus: z.number().int(),
  /** A category or package subscription covers this brief's category (access without paying). */
  Subscribed: z.boolean(),
  /** Agencies that unlocked this brief so far, of MATCHED_AGENCIES_PER_PROJECT. */
  UnlockedCount: z.number().int(),
  UnlockLimit: z.literal(MATCHED_AGENCIES_PER_PROJECT),
  Block: z.enum(ACCESS_BLOCKS).nullable(),
});
export type TOpportunityAccess = z.infer<typeof ZOpportunityAccess>;

/** The full brief: everything but the client's identity, which comes only with access. */
export const ZOpportunityBrief = ZOpportunityBriefSummary.extend({
  Description: z.string(),
  Answers: z.array(ZOpportunityAnswer),
  DistrictName: z.string().nullable(),
  EmployeeCount: z.string().nullable(),
  AudienceType: z.enum(AUDIENCE_TYPES).nullable(),
  GeoScope: z.enum(GEO_SCOPES).nullable(),
  BusinessType: z.enum(BUSINESS_TYPES).nullable(),
  Turnover: z.enum(TURNOVER_RANGES).nullable(),
  IsTender: z.boolean().nullable(),
  IsDecisionMaker: z.boolean(),
  ContactPreference: z.enum(CONTACT_PREFERENCES).nullable(),
  AvailableTime: z.string().nullable(),
  HasFile: z.boolean(),
});
export type TOpportunityBrief = z.infer<typeof ZOpportunityBrief>;

/** POSITIVE / NEGATIVE agency feedback codes (spec product.md section 4). */
export const PROVIDER_FEEDBACK_POSITIVE = [
  'contacted',
  'meeting_set',
  'meeting_done',
  'offer_sent',
  'agreed',
  'other',
] as const;
export const PROVIDER_FEEDBACK_NEGATIVE = [
  'could_not_reach',
  'not_agreed',
  'do_not_send_such',
  'suspended',
  'agreed_with_another',
  'no_response',
  'other',
] as const;
export const PROVIDER_FEEDBACK_SENTIMENTS = ['positive', 'negative'] as const;
export type TProviderFeedbackSentiment = (typeof PROVIDER_FEEDBACK_SENTIMENTS)[number];

/**
 * What "do not send such requests" would tighten in the agency's opportunity preferences, from this
 * brief's traits; applied only for the fields the agency confirms.
 */
export const TIGHTEN_FIELDS = [
  'BudgetDefinedOnly',
  'NoNonDecisionMakers',
  'NoTenders',
  'AudienceType',
  'GeoScope',
  'BusinessType',
  'Industry',
  'Turnover',
  'CompanySize',
] as const;
export type TTightenField = (typeof TIGHTEN_FIELDS)[number];
export const ZTightenOption = z.object({ Field: z.enum(TIGHTEN_FIELDS), Value: z.string() });
export type TTightenOption = z.infer<typeof ZTightenOption>;

export const ZProviderFeedback = z.object({
  Sentiment: z.enum(PROVIDER_FEEDBACK_SENTIMENTS),
  Code: z.string(),
  Note: z.string(),
  UpdatedAt: z.string(),
});
export type TProviderFeedback = z.infer<typeof ZProviderFeedback>;

/** PUT MatchedProvider/{id}/feedback. `Tighten` only with "do not send such requests". */
export const ZProviderFeedbackInput = z
  .discriminatedUnion('Sentiment', [
    z.object({
      Sentiment: z.literal('positive'),
      Code: z.enum(PROVIDER_FEEDBACK_POSITIVE, { error: 'required' }),
      Note: z.string().trim().max(1000).default(''),
    }),
    z.object({
      Sentiment: z.literal('negative'),
      Code: z.enum(PROVIDER_FEEDBACK_NEGATIVE, { error: 'required' }),
      Note: z.string().trim().max(1000).default(''),
      Tighten: z.array(z.enum(TIGHTEN_FIELDS)).max(TIGHTEN_FIELDS.length).default([]),
    }),
  ])
  .superRefine((value, ctx) => {
    if (value.Code === 'other' && value.Note.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['Note'], message: 'required' });
    }
  });
export type TProviderFeedbackInput = z.input<typeof ZProviderFeedbackInput>;

/** GET offer/{key}/for-provider (and GET pool/offer/{key}/for-provider): the opportunity page. */
export const ZOpportunityDetail = z.object({
  /** The agency's match; null for a pool brief it has not contacted yet. */
  Match: ZProviderOpportunity.nullable(),
  Reasons: z.array(ZMatchReasonView),
  Brief: ZOpportunityBrief,
  Client: ZOpportunityClient.nullable(),
  Access: ZOpportunityAccess,
  Feedback: ZProviderFeedback.nullable(),
  /** Offered when the agency picks "do not send such requests". */
  TightenOptions: z.array(ZTightenOption),
  /** Pool only: contacts the agency has left without a subscription (null = no limit). */
  PoolContactsLeft: z.number().int().nullable(),
});
export type TOpportunityDetail = z.infer<typeof ZOpportunityDetail>;

/** POST MatchedProvider/{id}/payment. The same key (or none: one per match) never charges twice. */
export const ZAccessPaymentInput = z.object({ IdempotencyKey: z.string().trim().min(8).max(100).optional() });

/** GET Pool. `Type`: every pool brief, or only the categories the agency serves. */
export const POOL_TYPES = ['all', 'my_categories'] as const;
export const ZPoolQuery = ZPageQuery.extend({
  PageSize: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE.pool),
  Type: z.preprocess((value) => (value === '' || value === undefined ? 'all' : value), z.enum(POOL_TYPES)),
  SectorId: ZOptionalId,
  CategoryId: ZOptionalId,
});
export type TPoolQuery = z.infer<typeof ZPoolQuery>;

export const ZPoolOffer = z.object({
  Brief: ZOpportunityBriefSummary,
  /** Agencies that responded so far, and how many more may still contact it. */
  ResponsesCount: z.number().int(),
  SlotsLeft: z.number().int(),
});
export type TPoolOffer = z.infer<typeof ZPoolOffer>;

export const ZPoolList = z.object({
  Items: z.array(ZPoolOffer),
  TotalCount: z.number().int(),
  PageIndex: z.number().int(),
  PageSize: z.number().int(),
  /** Contacts left without a subscription (null = no limit). */
  ContactsLeft: z.number().int().nullable(),
});
export type TPoolList = z.infer<typeof ZPoolList>;

/** Why an invited agency declines a brief on /business-opportunity/{key}. */
export const INVITATION_DECLINE_REASONS = [
  'not_our_field',
  'no_capacity',
  'budget_too_low',
  'location',
  'other',
] as const;
export const ZInvitationDecline = z
  .object({
    Reason: z.enum(INVITATION_DECLINE_REASONS, { error: 'required' }),
    Note: z.string().trim().max(1000).default(''),
  })
  .superRefine((value, ctx) => {
    if (value.Reason === 'other' && value.Note.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['Note'], message: 'required' });
    }
  });

/** GET BusinessOpportunity/{key}: what an invited, unregistered agency sees. */
export const ZBusinessOpportunity = z.object({
  Key: z.string(),
  Status: z.enum(['sent', 'declined', 'joined']),
  Email: z.string(),
  CompanyName: z.string(),
  Brief: ZOpportunityBriefSummary,
  /** The offer is still open for agencies. */
  IsOpen: z.boolean(),
});
export type TBusinessOpportunity = z.infer<typeof ZBusinessOpportunity>;
