import { z } from 'zod';
import { CATEGORY_SCOPES } from '../billing/catalogue.ts';
import { PAGE_SIZE } from '../rules.ts';

/**
 * Category subscriptions with a location (issue 19, rules.md §5/§7): categories chosen with a package's rights
 * (`PUT PackageSubscription/{id}/categories`), extra categories bought as an add-on (basket kind
 * `category_subscription`), their list and expiry (`GET Subscription/page`, `PUT Subscription/Expire/{id}`) and
 * an opportunity's category (`GET offer/{id}/category`).
 */

/**
 * product.md §4: subscriptions, ads, boosts and packages are active, will be cancelled, cancelled or stopped; a boost
 * also continues (resumed after a stop). One list for every kind (the subscriptions table's status).
 */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'will_be_cancelled',
  'cancelled',
  'stopped',
  'continue',
] as const;
export type TSubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const ZPackageIdParams = z.object({ id: z.coerce.number().int().positive() });
export const ZSubscriptionIdParams = z.object({ id: z.coerce.number().int().positive() });

/** The categories chosen with a package and where they apply (the whole choice: it replaces the last one). */
export const ZPackageCategoriesInput = z.object({
  CategoryIds: z.array(z.number().int()).max(100),
  Scope: z.enum(CATEGORY_SCOPES),
});
export type TPackageCategoriesInput = z.infer<typeof ZPackageCategoriesInput>;

/** When an expiry takes effect: at once (cancelled) or when the period ends (will be cancelled, no renewal). */
export const EXPIRE_WHEN = ['now', 'period_end'] as const;
export type TExpireWhen = (typeof EXPIRE_WHEN)[number];
export const ZExpireSubscriptionInput = z.object({ When: z.enum(EXPIRE_WHEN) });

export const ZSubscriptionPageQuery = z.object({
  PageIndex: z.coerce.number().int().min(0).default(0),
  PageSize: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE.transactions),
});
export type TSubscriptionPageQuery = z.infer<typeof ZSubscriptionPageQuery>;

/** One category subscription of the agency. */
export const ZCategorySubscription = z.object({
  Id: z.number().int(),
  CategoryIds: z.array(z.number().int()),
  /** The categories' names in the request's language, in CategoryIds' order. */
  CategoryNames: z.array(z.string()),
  Scope: z.enum(CATEGORY_SCOPES).nullable(),
  PeriodMonths: z.number().int().nullable(),
  Status: z.enum(SUBSCRIPTION_STATUSES),
  StartsAt: z.string(),
  EndsAt: z.string(),
  AutoRenew: z.boolean(),
  /** Chosen with a package's rights (it ends with the package); null for an extra category bought alone. */
  PackageSubscriptionId: z.number().int().nullable(),
  /** Live now (active or will be cancelled, inside its period). */
  IsLive: z.boolean(),
});
export type TCategorySubscription = z.infer<typeof ZCategorySubscription>;

export const ZCategorySubscriptionList = z.object({
  Items: z.array(ZCategorySubscription),
  TotalCount: z.number().int(),
  PageIndex: z.number().int(),
  PageSize: z.number().int(),
});
export type TCategorySubscriptionList = z.infer<typeof ZCategorySubscriptionList>;

/** What PUT PackageSubscription/{id}/categories answers: the package's rights and its categories now. */
export const ZPackageCategories = z.object({
  PackageSubscriptionId: z.number().int(),
  CategoryRights: z.number().int(),
  Used: z.number().int(),
  Scope: z.enum(CATEGORY_SCOPES).nullable(),
  Items: z.array(ZCategorySubscription),
});
export type TPackageCategories = z.infer<typeof ZPackageCategories>;

/** GET offer/{id}/category: an opportunity's category and whether the agency's subscriptions open it without the fee. */
export const ZOfferCategory = z.object({
  CategoryId: z.number().int(),
  CategoryName: z.string(),
  CityId: z.number().int(),
  Subscribed: z.boolean(),
});
export type TOfferCategory = z.infer<typeof ZOfferCategory>;
