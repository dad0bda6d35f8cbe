import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from '../subscriptions/categories.ts';
import { PACKAGE_PLANS } from './coupons.ts';

/**
 * PackageSubscription (spec §3, issue 19): an agency's package (Lite, Growth, Elite) with its category rights,
 * period, price and renewal. Amounts in kuruş, VAT included.
 */
export const PACKAGE_SUBSCRIPTION_STATUSES = SUBSCRIPTION_STATUSES;
export type TPackageSubscriptionStatus = (typeof PACKAGE_SUBSCRIPTION_STATUSES)[number];

export const ZPackageSubscription = z.object({
  Id: z.number().int(),
  Plan: z.enum(PACKAGE_PLANS),
  Status: z.enum(PACKAGE_SUBSCRIPTION_STATUSES),
  PeriodMonths: z.number().int().nullable(),
  PriceKurus: z.number().int().nullable(),
  StartsAt: z.string(),
  EndsAt: z.string(),
  AutoRenew: z.boolean(),
  CancelledAt: z.string().nullable(),
  /** The package's category rights and how many are used by chosen categories (live ones). */
  CategoryCount: z.object({ Used: z.number().int(), Total: z.number().int() }),
  /** Until when the 30-day money-back guarantee can be asked for (null when it no longer can). */
  MoneyBackUntil: z.string().nullable(),
  /** Whether it is live now (active or will be cancelled, not ended). */
  IsLive: z.boolean(),
});
export type TPackageSubscription = z.infer<typeof ZPackageSubscription>;

export const ZPackageSubscriptionList = z.object({ Items: z.array(ZPackageSubscription) });
export type TPackageSubscriptionList = z.infer<typeof ZPackageSubscriptionList>;

/** GET PackageSubscription/get-by-user: the agency's live package, or null. */
export const ZPackageSubscriptionByUser = z.object({ Package: ZPackageSubscription.nullable() });
export type TPackageSubscriptionByUser = z.infer<typeof ZPackageSubscriptionByUser>;

export const ZPackageSubscriptionIdParams = z.object({ id: z.coerce.number().int().positive() });

/** POST PackageSubscription/{id}/money-back: the refund made under the 30-day guarantee. */
export const ZPackageMoneyBack = z.object({
  Package: ZPackageSubscription,
  PaymentId: z.string(),
  RefundedKurus: z.number().int(),
  /** What was taken back from the wallet (the 10 % share the package gave). */
  WalletTakenBackKurus: z.number().int(),
});
export type TPackageMoneyBack = z.infer<typeof ZPackageMoneyBack>;
