import { z } from 'zod';

/**
 * Boosts (issue 19 item 7, rules.md §2 "boost also has a continue state"): 10 or 30 days bought by card, each a
 * `boost` subscription. The stored states are `active` (running or waiting for an earlier boost to end),
 * `stopped` (the agency paused it: the days left are kept) and `continue` (resumed after a stop: the days left
 * run again from then). A boost whose days are over shows as `ended` (a view state only).
 * decisions.md "Issue 19 — boosts".
 */
export const BOOST_STATES = ['active', 'stopped', 'continue', 'ended'] as const;
export type TBoostState = (typeof BOOST_STATES)[number];

export const ZBoostSubscriptionQuery = z.object({
  PageIndex: z.coerce.number().int().min(0).default(0),
  PageSize: z.coerce.number().int().min(1).max(50).default(20),
});

export const ZBoostSubscription = z.object({
  Id: z.number().int(),
  /** The days bought (10 or 30). */
  Days: z.number().int(),
  PriceKurus: z.number().int().nullable(),
  Status: z.enum(BOOST_STATES),
  /** Lifting the agency now (matching and the directory's sponsored places). */
  IsLive: z.boolean(),
  /** Whole days left (rounded up): kept while stopped, counting down while active or continued. */
  RemainingDays: z.number().int(),
  StartsAt: z.string(),
  EndsAt: z.string(),
  /** When it was stopped (stopped only). */
  StoppedAt: z.string().nullable(),
  CreatedAt: z.string(),
  CanStop: z.boolean(),
  CanContinue: z.boolean(),
});
export type TBoostSubscription = z.infer<typeof ZBoostSubscription>;

export const ZBoostSubscriptionPage = z.object({
  Items: z.array(ZBoostSubscription),
  TotalCount: z.number().int(),
  PageIndex: z.number().int(),
  PageSize: z.number().int(),
});
export type TBoostSubscriptionPage = z.infer<typeof ZBoostSubscriptionPage>;

export const ZBoostIdParams = z.object({ id: z.coerce.number().int().positive() });

// ── Custom service (issue 19 item 8: POST Subscription/custom-service) ───────────────────────────────────────
export const CUSTOM_SERVICE_NEED_MIN = 20;
export const CUSTOM_SERVICE_NEED_MAX = 1000;
export const CUSTOM_SERVICE_CONTACT = ['email', 'phone', 'whatsapp'] as const;
export type TCustomServiceContact = (typeof CUSTOM_SERVICE_CONTACT)[number];

export const ZCustomServiceBody = z.object({
  /** What the agency needs beyond the packages (free text). */
  Need: z.string().trim().min(CUSTOM_SERVICE_NEED_MIN).max(CUSTOM_SERVICE_NEED_MAX),
  ContactPreference: z.enum(CUSTOM_SERVICE_CONTACT),
});
export type TCustomServiceBody = z.infer<typeof ZCustomServiceBody>;

export const ZCustomServiceRequest = z.object({
  Id: z.number().int(),
  /** When the agency hears back at the latest (the operators' SLA, OPS_QUEUE_SLA_HOURS.custom_service). */
  AnswerBy: z.string(),
  SlaHours: z.number().int(),
});
export type TCustomServiceRequest = z.infer<typeof ZCustomServiceRequest>;
