import { z } from 'zod';

/**
 * Coupons and campaigns (issue 18; product.md §3 "Coupon (Name, Type)", "LeadcoinCampaign"; rules.md §9 pricing:
 * "Ad discount coupon 25% for Growth and Elite; 15% code for subscription purchases of 5000 TL and above; November
 * 40% off annual category and ad subscriptions"). The campaigns are data (coupons rows), not code.
 */

/**
 * What a basket line can be (what a coupon applies to). The payments core's basket items and the next issues'
 * purchases (subscriptions, packages, ads, boosts, jobs) name their lines with these.
 */
export const BASKET_ITEM_KINDS = [
  'wallet_top_up',
  'category_subscription',
  'package',
  'advertisement',
  'boost',
  'global_plus',
  'job',
  'debt',
  'commission',
] as const;
export type TBasketItemKind = (typeof BASKET_ITEM_KINDS)[number];

/** The packages of rules.md §9 (a coupon may be limited to the buyer's package). */
export const PACKAGE_PLANS = ['lite', 'growth', 'elite'] as const;
export type TPackagePlan = (typeof PACKAGE_PLANS)[number];

export const COUPON_TYPES = ['percent', 'amount'] as const;
export type TCouponType = (typeof COUPON_TYPES)[number];

/** Why a coupon does not apply to a basket (each has its localized message, see billing-coupons.errors.ts). */
export const COUPON_REFUSALS = [
  'unknown',
  'expired',
  'not_yet_valid',
  'limit_reached',
  'user_limit_reached',
  'below_minimum',
  'wrong_item',
] as const;
export type TCouponRefusal = (typeof COUPON_REFUSALS)[number];

/** A basket holds at most this many lines (a query string stays short). */
export const BASKET_LINES_MAX = 20;
/** A coupon name: letters, digits, - and _ (case does not matter). */
export const COUPON_NAME_MAX = 40;

/** One line of a basket to price: its kind, its price in kuruş, and for a subscription its period in months. */
export type TBasketLineInput = { kind: TBasketItemKind; amountKurus: number; periodMonths?: number | null };

const LINE = '[a-z_]{1,40}:\\d{1,12}(?::\\d{1,2})?';
/** `Items` of GET Coupon/{name}: `kind:amountKurus[:periodMonths]`, comma separated ("advertisement:1250000:12"). */
export const BASKET_ITEMS_PATTERN = new RegExp(`^${LINE}(?:,${LINE}){0,${BASKET_LINES_MAX - 1}}$`);

/** Reads `Items` into lines; null when a kind is unknown or an amount is not a positive whole kuruş. */
export function parseBasketItems(text: string): TBasketLineInput[] | null {
  if (!BASKET_ITEMS_PATTERN.test(text)) return null;
  const lines: TBasketLineInput[] = [];
  for (const part of text.split(',')) {
    const [kind, amount, period] = part.split(':');
    if (!(BASKET_ITEM_KINDS as readonly string[]).includes(kind!)) return null;
    const amountKurus = Number(amount);
    if (!Number.isSafeInteger(amountKurus) || amountKurus <= 0) return null;
    lines.push({
      kind: kind as TBasketItemKind,
      amountKurus,
      periodMonths: period === undefined ? null : Number(period),
    });
  }
  return lines;
}

/** The inverse of parseBasketItems (the web builds the query with it). */
export function basketItemsParam(lines: readonly TBasketLineInput[]): string {
  return lines
    .map((l) => [l.kind, l.amountKurus, ...(l.periodMonths ? [l.periodMonths] : [])].join(':'))
    .join(',');
}

export const ZCouponParams = z.object({ name: z.string().trim().min(1).max(COUPON_NAME_MAX) });

export const ZCouponQuery = z.object({
  /** The basket: `kind:amountKurus[:periodMonths]`, comma separated. */
  Items: z.string().regex(BASKET_ITEMS_PATTERN, { message: 'invalid' }),
});
export type TCouponQuery = z.infer<typeof ZCouponQuery>;

export const ZPricedLine = z.object({
  Kind: z.enum(BASKET_ITEM_KINDS),
  PeriodMonths: z.number().int().nullable(),
  AmountKurus: z.number().int(),
  DiscountKurus: z.number().int(),
  TotalKurus: z.number().int(),
});
export type TPricedLine = z.infer<typeof ZPricedLine>;

/** GET Coupon/{name}: whether the coupon applies to the basket for the signed-in user, with the discount or why not. */
export const ZCouponCheck = z.object({
  /** The coupon's name as stored (the typed one when unknown). */
  Name: z.string(),
  Applies: z.boolean(),
  /** Null when it applies. */
  Reason: z.enum(COUPON_REFUSALS).nullable(),
  /** The reason in the request's language; null when it applies. */
  Message: z.string().nullable(),
  Type: z.enum(COUPON_TYPES).nullable(),
  /** Percent (1..100) or kuruş, by Type. */
  Value: z.number().int().nullable(),
  /** The campaign's title in the request's language ('' for a plain code). */
  Title: z.string(),
  MinimumBasketKurus: z.number().int(),
  ValidTo: z.string().nullable(),
  DiscountKurus: z.number().int(),
  SubtotalKurus: z.number().int(),
  TotalKurus: z.number().int(),
  Lines: z.array(ZPricedLine),
});
export type TCouponCheck = z.infer<typeof ZCouponCheck>;

/** One bonus tier of the LeadcoinCampaign: a top-up of at least MinTopUpKurus earns the bonus (kuruş or percent). */
export const ZLeadcoinCampaignTier = z.object({
  Id: z.number().int(),
  MinTopUpKurus: z.number().int(),
  /** A fixed bonus in kuruş, or null when the bonus is a percent of the top-up. */
  BonusKurus: z.number().int().nullable(),
  BonusPercent: z.number().int().nullable(),
  /** The bonus a top-up of exactly MinTopUpKurus earns (what the panel prints). */
  BonusAtMinimumKurus: z.number().int(),
  ValidFrom: z.string(),
  ValidTo: z.string().nullable(),
});
export type TLeadcoinCampaignTier = z.infer<typeof ZLeadcoinCampaignTier>;

export const ZLeadcoinCampaign = z.object({
  /** The tiers active now, smallest top-up first. */
  Tiers: z.array(ZLeadcoinCampaignTier),
});
export type TLeadcoinCampaign = z.infer<typeof ZLeadcoinCampaign>;

/** The bonus a top-up earns under the tiers: the highest tier it reaches (0 below the first). */
export function bonusForTopUp(
  tiers: readonly Pick<TLeadcoinCampaignTier, 'MinTopUpKurus' | 'BonusKurus' | 'BonusPercent'>[],
  amountKurus: number,
): number {
  let best: (typeof tiers)[number] | null = null;
  for (const tier of tiers) {
    if (amountKurus >= tier.MinTopUpKurus && (!best || tier.MinTopUpKurus > best.MinTopUpKurus)) best = tier;
  }
  if (!best) return 0;
  if (best.BonusKurus !== null) return best.BonusKurus;
  return Math.floor((amountKurus * (best.BonusPercent ?? 0)) / 100);
}
