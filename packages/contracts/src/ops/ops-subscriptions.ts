import { z } from 'zod';
import { CATEGORY_SCOPES } from '../billing/catalogue.ts';
import { SUBSCRIPTION_STATUSES } from '../subscriptions/categories.ts';

/**
 * The operator console's view of an agency's subscriptions and debts (issue 19 item 10) and its three audited
 * actions: cancel now or at the period's end, money back under the guarantee (packages), extend by some days.
 * decisions.md "Issue 19 — operator console".
 */

/** Every kind of subscription the subscriptions table holds. */
export const SUBSCRIPTION_KINDS = ['package', 'category', 'advertisement', 'boost', 'global_plus'] as const;
export type TSubscriptionKind = (typeof SUBSCRIPTION_KINDS)[number];

/** The most days one extension may add (a typo of a zero is refused, not granted). */
export const OPS_EXTEND_MAX_DAYS = 365;

export const OPS_SUBSCRIPTION_AUDIT_ACTIONS = [
  'subscription.cancel_now',
  'subscription.cancel_at_period_end',
  'subscription.money_back',
  'subscription.extend',
] as const;

export const ZOpsSubscription = z.object({
  Id: z.number().int(),
  Kind: z.enum(SUBSCRIPTION_KINDS),
  /** lite | growth | elite (package), category_top | agency_of_month | spotlight (advertisement); null otherwise. */
  Plan: z.string().nullable(),
  CategoryIds: z.array(z.number().int()),
  /** The categories' names in the request's language, in CategoryIds' order. */
  CategoryNames: z.array(z.string()),
  Scope: z.enum(CATEGORY_SCOPES).nullable(),
  /** A category-top ad's category. */
  AdCategoryId: z.number().int().nullable(),
  PeriodMonths: z.number().int().nullable(),
  /** A boost's days. */
  Days: z.number().int().nullable(),
  Status: z.enum(SUBSCRIPTION_STATUSES),
  StartsAt: z.string(),
  EndsAt: z.string(),
  AutoRenew: z.boolean(),
  PriceKurus: z.number().int().nullable(),
  /** The card payment that bought it (its public id), when it was bought by one. */
  PaymentId: z.string().nullable(),
  /** A category chosen with a package's rights: that package (it ends and is extended with it). */
  PackageSubscriptionId: z.number().int().nullable(),
  /** Live now (active, will be cancelled or continued, inside its period). */
  IsLive: z.boolean(),
  /** A package's money-back guarantee runs until then (null: not open). */
  MoneyBackUntil: z.string().nullable(),
  /** What the console offers for it. */
  CanCancelNow: z.boolean(),
  CanCancelAtPeriodEnd: z.boolean(),
  CanExtend: z.boolean(),
});
export type TOpsSubscription = z.output<typeof ZOpsSubscription>;

export const ZOpsDebt = z.object({
  Id: z.number().int(),
  Kind: z.enum(['commission', 'subscription']),
  AmountKurus: z.number().int(),
  Description: z.string().nullable(),
  /** Owed since. */
  DueAt: z.string(),
  SubscriptionId: z.number().int().nullable(),
  SubscriptionKind: z.enum(SUBSCRIPTION_KINDS).nullable(),
  Plan: z.string().nullable(),
  /** Renewal charges tried so far; the next one (null: no more retries). */
  Attempts: z.number().int(),
  NextAttemptAt: z.string().nullable(),
});
export type TOpsDebt = z.output<typeof ZOpsDebt>;
