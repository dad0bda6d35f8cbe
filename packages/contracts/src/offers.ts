import { z } from 'zod';
import { BRIEF_MIN_LENGTH } from './brief-quality.ts';
import { CATEGORY_KEYS } from './catalogue.ts';
import {
  AUDIENCE_TYPES,
  BUSINESS_TYPES,
  GEO_SCOPES,
  OFFER_COMPLETION_FIELDS,
  TURNOVER_RANGES,
} from './matching.ts';
import { BRIEF_MAX_LENGTH } from './rules.ts';

/** Rules (rules.ts) under their old names. */
export { BRIEF_MAX_LENGTH };

export const COMPANY_SIZES = ['startup', 'sme', 'large', 'enterprise', 'public', 'ngo'] as const;
export const EMPLOYEE_COUNTS = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;
export const CONTACT_PREFERENCES = ['phone', 'email', 'whatsapp', 'platform'] as const;
export const AVAILABLE_TIMES = ['morning', 'afternoon', 'evening', 'anytime'] as const;

/**
 * What the client sees. `waiting` and `no_offer` are an active offer before and after its 24-hour window
 * with no response; `offers_received` once an agency has answered.
 */
export const OFFER_STATUSES = [
  'waiting',
  'offers_received',
  'no_offer',
  'stopped',
  'agreed',
  'closed',
] as const;
export type TOfferStatus = (typeof OFFER_STATUSES)[number];
export const OFFER_ACTIONS = ['stop', 'close', 'activate'] as const;
export type TOfferAction = (typeof OFFER_ACTIONS)[number];

const ZAnswer = z.union([
  z.string().trim().min(1).max(500),
  z.array(z.string().trim().min(1).max(100)).min(1).max(20),
]);

/** POST Offer: the question flow's answers. */
export const ZOfferCreate = z.object({
  CategoryId: z.coerce.number().int().min(1).max(CATEGORY_KEYS.length),
  /** Question key -> option key (single), option keys (multiple) or text. */
  Answers: z.record(z.string().min(1).max(60), ZAnswer).default({}),
  /** Whole Turkish lira, digits only; null when the client has no budget defined yet. */
  BudgetTry: z
    .string()
    .trim()
    .regex(/^\d{1,12}$/, { message: 'digitsOnly' })
    .nullable(),
  StartDate: z.iso.date().nullable(),
  CompanyName: z.string().trim().min(2).max(120),
  SectorId: z.coerce.number().int().positive(),
  CompanySize: z.enum(COMPANY_SIZES),
  CityId: z.coerce.number().int().positive(),
  DistrictId: z.coerce.number().int().positive().nullable().default(null),
  IsDecisionMaker: z.boolean(),
  Description: z.string().trim().min(BRIEF_MIN_LENGTH).max(BRIEF_MAX_LENGTH),
  /**
   * Asked after submission (matching does not use them; docs/decisions.md "Issue 16 — a shorter brief"): a
   * brief without one of these is "not completed" (see OFFER_COMPLETION_FIELDS) and /project-complete asks.
   */
  EmployeeCount: z.enum(EMPLOYEE_COUNTS).nullable().default(null),
  ContactPreference: z.enum(CONTACT_PREFERENCES).nullable().default(null),
  AvailableTime: z.enum(AVAILABLE_TIMES).nullable().default(null),
  AudienceType: z.enum(AUDIENCE_TYPES).nullable().default(null),
  GeoScope: z.enum(GEO_SCOPES).nullable().default(null),
  BusinessType: z.enum(BUSINESS_TYPES).nullable().default(null),
  Turnover: z.enum(TURNOVER_RANGES).nullable().default(null),
  /** The client runs a tender (several formal bids); agencies may opt out of tenders. */
  IsTender: z.boolean().nullable().default(null),
  /** Agencies the client asked for by name (e.g. "send project" on a profile), by provider id. */
  RequestedProviderIds: z.array(z.coerce.number().int().positive()).max(5).default([]),
});
export type TOfferCreate = z.input<typeof ZOfferCreate>;

export const ZBriefWarning = z.object({ Code: z.string(), Message: z.string() });

export const ZOffer = z.object({
  Id: z.number().int(),
  OfferKey: z.string(),
  Status: z.enum(OFFER_STATUSES),
  CategoryId: z.number().int(),
  CategoryName: z.string(),
  Answers: z.record(z.string(), ZAnswer),
  BudgetTry: z.number().nullable(),
  StartDate: z.string().nullable(),
  CompanyName: z.string(),
  SectorId: z.number().int(),
  CompanySize: z.enum(COMPANY_SIZES),
  EmployeeCount: z.enum(EMPLOYEE_COUNTS).nullable(),
  CityId: z.number().int(),
  DistrictId: z.number().int().nullable(),
  IsDecisionMaker: z.boolean(),
  Description: z.string(),
  ContactPreference: z.enum(CONTACT_PREFERENCES).nullable(),
  AvailableTime: z.enum(AVAILABLE_TIMES).nullable(),
  AudienceType: z.enum(AUDIENCE_TYPES).nullable(),
  GeoScope: z.enum(GEO_SCOPES).nullable(),
  BusinessType: z.enum(BUSINESS_TYPES).nullable(),
  Turnover: z.enum(TURNOVER_RANGES).nullable(),
  IsTender: z.boolean().nullable(),
  /** Fields still to fill on /project-complete. */
  MissingFields: z.array(z.enum(OFFER_COMPLETION_FIELDS)),
  /** The attachment's name, when there is one (GET Offer/{id}/file serves it). */
  FileName: z.string().nullable(),
  MatchedCount: z.number().int(),
  OfferCount: z.number().int(),
  CreatedAt: z.string(),
  WindowEndsAt: z.string(),
  /** Which actions the client may take now. */
  Actions: z.array(z.enum(OFFER_ACTIONS)),
  BriefScore: z.number().int(),
  Warnings: z.array(ZBriefWarning),
});
export type TOffer = z.infer<typeof ZOffer>;

/** POST Offer/brief-check: the quality check of a description, with a language model's suggestions when configured. */
export const ZBriefCheck = z.object({
  CategoryId: z.coerce.number().int().min(1).max(CATEGORY_KEYS.length),
  Description: z.string().max(BRIEF_MAX_LENGTH),
  BudgetDefined: z.boolean().default(false),
  HasStartDate: z.boolean().default(false),
});

export const ZBriefCheckResult = z.object({
  Score: z.number().int(),
  Level: z.enum(['weak', 'fair', 'good']),
  Warnings: z.array(ZBriefWarning),
  Summary: z.string().nullable(),
  /** From the language model; empty without one, for short briefs, or when it did not answer in time. */
  Suggestions: z.array(z.string()),
});
export type TBriefCheckResult = z.infer<typeof ZBriefCheckResult>;
