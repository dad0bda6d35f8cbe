import { z } from 'zod';
import type { JOB_PLAN_DAYS } from '../jobs.ts';
import { AD_SLOTS_TOTAL, type BOOST_DAYS, PACKAGE_CATEGORY_RIGHTS, SUBSCRIPTION_MINIMUM } from '../rules.ts';
import type { TPackagePlan } from './coupons.ts';

/**
 * What an agency can buy (issue 19), priced here once: packages, category subscriptions with a location,
 * advertising slots, boosts and the global brand's plus subscription. The spec names the products, their
 * periods and rights but shows no prices; the figures below are Brifa's (decisions.md "Issue 19 — prices").
 * Every price is in kuruş and includes VAT (as the top-up and the invoices do); screens say so.
 * GET BasketItem/page lists one item per product and period, priced by `periodPriceKurus`.
 */

/** A longer period costs less a month (rules.md §9 shows package prices per 6 months and per year). */
export const PERIOD_DISCOUNT_PERCENT: Readonly<Record<number, number>> = { 1: 0, 3: 5, 6: 10, 12: 20 };

/** The price of `months` at a monthly price, after the period's discount, in whole lira. */
export function periodPriceKurus(monthlyKurus: number, months: number): number {
  const discount = PERIOD_DISCOUNT_PERCENT[months] ?? 0;
  return Math.round((monthlyKurus * months * (100 - discount)) / 100 / 100) * 100;
}

// ── Packages (rules.md §9: Lite 2, Growth 7, Elite 12 categories; periods monthly, 3, 6, 12 months) ─────────
export const PACKAGE_PERIOD_MONTHS = [1, 3, 6, 12] as const;
export const PACKAGE_MONTHLY_PRICE_KURUS: Readonly<Record<TPackagePlan, number>> = {
  lite: 1990_00,
  growth: 4490_00,
  elite: 7990_00,
};

// ── Category subscriptions with a location (rules.md §5: at least 3 months and 1 category) ─────────────────
/** Where a subscribed category's briefs are opened without the viewing fee: the agency's city, its work regions, or all Turkey. */
export const CATEGORY_SCOPES = ['own_city', 'regions', 'all_turkey'] as const;
export type TCategoryScope = (typeof CATEGORY_SCOPES)[number];
/** The 3, 6 and 12-month reading of rules.md §9 (the minimum of 3 months rules out the monthly one). */
export const CATEGORY_PERIOD_MONTHS = [3, 6, 12] as const satisfies readonly number[];
/** A category bought beyond a package's rights (an add-on), per category and month, by where it applies. */
export const CATEGORY_MONTHLY_PRICE_KURUS: Readonly<Record<TCategoryScope, number>> = {
  own_city: 690_00,
  regions: 990_00,
  all_turkey: 1290_00,
};
export const CATEGORY_MINIMUM = SUBSCRIPTION_MINIMUM;

// ── Advertising (rules.md §9: 13 slots in all; plans of 1, 3, 6, 12 months) ────────────────────────────────
export const AD_TYPES = ['category_top', 'agency_of_month', 'spotlight'] as const;
export type TAdType = (typeof AD_TYPES)[number];
/** How the 13 slots are shared: a category page's top (a category chosen per ad), the agency of the month, spotlight. */
export const AD_SLOTS: Readonly<Record<TAdType, number>> = {
  category_top: 8,
  agency_of_month: 1,
  spotlight: 4,
};
export const AD_PERIOD_MONTHS = [1, 3, 6, 12] as const;
export const AD_MONTHLY_PRICE_KURUS: Readonly<Record<TAdType, number>> = {
  category_top: 2490_00,
  agency_of_month: 5990_00,
  spotlight: 3490_00,
};
/** The ad's image: square, this many pixels a side (the existing image checks). */
export const AD_IMAGE_PX = 1000;
/**
 * A slot is held from Payment/start: a card payment's hold lapses after this many minutes unless the payment
 * succeeds (longer than the bank's 3-D Secure step); an unpaid reservation's (not by card) after
 * UNPAID_AD_REMOVAL_DAYS (rules.md §4: "an unpaid advertisement is removed after 9 days").
 */
export const AD_CARD_HOLD_MINUTES = 30;
if (Object.values(AD_SLOTS).reduce((sum, n) => sum + n, 0) !== AD_SLOTS_TOTAL)
  throw new Error('AD_SLOTS must add up to AD_SLOTS_TOTAL');

// ── Boosts (rules.md §9: 10 or 30 days) ─────────────────────────────────────────────────────────────────────
export type TBoostDays = (typeof BOOST_DAYS)[number];
export const BOOST_PRICE_KURUS: Readonly<Record<TBoostDays, number>> = { 10: 990_00, 30: 2490_00 };

// ── The global brand's plus subscription (rules.md §9: Elite includes a year of it) ────────────────────────
export const GLOBAL_PLUS_PERIOD_MONTHS = [12] as const;
export const GLOBAL_PLUS_YEARLY_PRICE_KURUS = 4990_00;

// ── Job posts (issue 21 item 1: JobPricePlan; the partner add-on's 250 TL is rules.md §9's, in rules.ts) ──────
export type TJobPlanDays = (typeof JOB_PLAN_DAYS)[number];
export const JOB_PRICE_KURUS: Readonly<Record<TJobPlanDays, number>> = {
  15: 490_00,
  30: 790_00,
  60: 1290_00,
};

// ── Basket item ids: what GET BasketItem/page lists and Payment/start names ────────────────────────────────
export const basketItemIds = {
  package: (plan: TPackagePlan, months: number) => `package:${plan}:${months}`,
  category: (scope: TCategoryScope, months: number) => `category:${scope}:${months}`,
  advertisement: (type: TAdType, months: number) => `advertisement:${type}:${months}`,
  boost: (days: TBoostDays) => `boost:${days}`,
  globalPlus: (months: number) => `global_plus:${months}`,
  /** A job post's price plan (Options.JobId names the post). */
  job: (days: TJobPlanDays) => `job:${days}`,
  /** A job post's partner-site publishing add-on (Options.JobId). */
  jobPartner: 'job_partner',
  /** A debt paid by card: its amount is the debt's (Options.DebtId). */
  debt: 'debt',
} as const;

/**
 * The choices a line carries besides its item: the categories of a category subscription (one line, Quantity =
 * the number of categories), the category of a category-top ad, the debt a `debt` line pays.
 */
export const ZBasketItemOptions = z.object({
  CategoryIds: z.array(z.number().int().positive()).min(1).max(PACKAGE_CATEGORY_RIGHTS.elite).optional(),
  Scope: z.enum(CATEGORY_SCOPES).optional(),
  AdCategoryId: z.number().int().positive().optional(),
  DebtId: z.number().int().positive().optional(),
  /** An advertisement: the buyer accepted the advertising terms (rules.md §4: required before buying). */
  AcceptTerms: z.boolean().optional(),
  /** An advertisement: its 1000x1000 image, as POST AdvertisementSubscription/image stored it. */
  AdImageUrl: z.string().max(300).optional(),
  /** A job post's plan or partner add-on: the post (POST Job made it, awaiting payment). */
  JobId: z.number().int().positive().optional(),
});
export type TBasketItemOptions = z.infer<typeof ZBasketItemOptions>;
