import { z } from 'zod';

/**
 * Renewals and debts (issue 19 items 3 and 4): a renewal the saved card could not pay becomes a debt, due at
 * once (an unpaid due debt blocks opportunities), charged again on these days after the first failure; after
 * the last retry fails the subscription stops (its rights end) until the debt is paid.
 */
export const RENEWAL_RETRY_DAYS = [1, 3, 7] as const;
/** A subscription renewing automatically is charged when its period ends within this many hours. */
export const RENEWAL_LEAD_HOURS = 24;

/** One unpaid debt (GET Subscription/debt, GET PackageSubscription/debt). Amounts in kuruş, VAT included. */
export const ZDebt = z.object({
  Id: z.number().int(),
  AmountKurus: z.number().int(),
  Description: z.string().nullable(),
  DueAt: z.string(),
  /** The subscription whose renewal failed, its kind and plan; null for a commission debt. */
  SubscriptionId: z.number().int().nullable(),
  SubscriptionKind: z.string().nullable(),
  Plan: z.string().nullable(),
  /** stopped: the last retry failed and the rights ended; paying restarts it for a new period. */
  SubscriptionStatus: z.string().nullable(),
  Attempts: z.number().int(),
  NextAttemptAt: z.string().nullable(),
});
export type TDebt = z.infer<typeof ZDebt>;

export const ZDebtList = z.object({ Items: z.array(ZDebt), TotalKurus: z.number().int() });
export type TDebtList = z.infer<typeof ZDebtList>;
