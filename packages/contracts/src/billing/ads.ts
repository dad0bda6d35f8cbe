import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from '../subscriptions/categories.ts';
import { AD_TYPES } from './catalogue.ts';
import { ZBasketItem } from './payments.ts';

/**
 * Advertising (issue 19, rules.md §7 AdvertisementSubscription, Advertisement, AdvertisementCategories): the
 * agency's ads, the ad items with the slots still free, and the live category-top ads of a category.
 */
export const ZAdType = z.enum(AD_TYPES);

/** One of the agency's ads (GET AdvertisementSubscription). */
export const ZAdvertisementSubscription = z.object({
  Id: z.number().int(),
  Type: ZAdType,
  CategoryId: z.number().int().nullable(),
  ImageUrl: z.string().nullable(),
  Status: z.enum(SUBSCRIPTION_STATUSES),
  PeriodMonths: z.number().int().nullable(),
  PriceKurus: z.number().int().nullable(),
  StartsAt: z.string(),
  EndsAt: z.string(),
  /** Shown now: active or ending at its period's end, and within its period. */
  Live: z.boolean(),
  /** Elite's included advertising (no price, not renewed): it ends with its package. */
  IncludedWithPackage: z.boolean(),
});
export type TAdvertisementSubscription = z.infer<typeof ZAdvertisementSubscription>;
export const ZAdvertisementSubscriptionList = z.object({ Items: z.array(ZAdvertisementSubscription) });
export type TAdvertisementSubscriptionList = z.infer<typeof ZAdvertisementSubscriptionList>;

/** POST AdvertisementSubscription/expire: `Now` ends it at once, otherwise it ends at its period's end. */
export const ZAdvertisementExpireBody = z.object({
  Id: z.number().int().positive(),
  Now: z.boolean().default(false),
});

/** GET Advertisement/basket-items: each ad item with its type's free slots now. */
export const ZAdBasketItem = ZBasketItem.extend({
  FreeSlots: z.number().int(),
  TotalSlots: z.number().int(),
});
export const ZAdBasketItemList = z.object({ Items: z.array(ZAdBasketItem) });
export type TAdBasketItemList = z.infer<typeof ZAdBasketItemList>;

/** POST AdvertisementSubscription/image: the stored 1000x1000 image, for the purchase's Options.AdImageUrl. */
export const ZAdImage = z.object({ ImageUrl: z.string() });

/** GET AdvertisementCategories/by-category: the live category-top ads of a category (public). */
export const ZAdCategoryQuery = z.object({ CategoryId: z.coerce.number().int().positive() });
export const ZCategoryAd = z.object({
  ProviderId: z.number().int(),
  Slug: z.string().nullable(),
  CompanyName: z.string(),
  LogoSrc: z.string().nullable(),
  ImageUrl: z.string().nullable(),
  EndsAt: z.string(),
  /** Always true: screens label it "Reklam" / "Sponsored". */
  IsSponsored: z.literal(true),
});
export const ZCategoryAdList = z.object({ Items: z.array(ZCategoryAd) });
export type TCategoryAdList = z.infer<typeof ZCategoryAdList>;

/** GET Advertisement/featured (public): the live agency of the month and spotlight ads, for the home page. */
export const ZFeaturedAds = z.object({
  AgencyOfMonth: ZCategoryAd.nullable(),
  Spotlight: z.array(ZCategoryAd),
});
export type TFeaturedAds = z.infer<typeof ZFeaturedAds>;

/**
 * GET AdvertisementSubscription/elite-claim: whether the agency's live Elite package still has its included months
 * of advertising (ELITE_INCLUDED.adMonths) to claim, and for how many months.
 */
export const ZEliteAdClaimState = z.object({
  Claimable: z.boolean(),
  /** The live Elite package it would be linked to (null without one). */
  PackageSubscriptionId: z.number().int().nullable(),
  PeriodMonths: z.number().int(),
});
export type TEliteAdClaimState = z.infer<typeof ZEliteAdClaimState>;

/** POST AdvertisementSubscription/elite-claim: the paid ad's choices (type, category, image, terms), no payment. */
export const ZEliteAdClaimBody = z.object({
  Type: ZAdType,
  AdCategoryId: z.number().int().positive().optional(),
  AdImageUrl: z.string().max(500).optional(),
  AcceptTerms: z.boolean().default(false),
});
export type TEliteAdClaimBody = z.input<typeof ZEliteAdClaimBody>;
