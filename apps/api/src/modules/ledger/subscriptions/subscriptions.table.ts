import { SUBSCRIPTION_STATUSES, type TCategoryScope } from '@brifa/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { providers } from '../../identity/accounts/providers.table.ts';
import { commissionPlans } from '../commissions/commissions.table.ts';

/**
 * What an agency pays for (spec: Subscription, PackageSubscription, AdvertisementSubscription,
 * BoostSubscription). The matching engine reads the active ones: a category or package subscription
 * covers its categories; a boost and a category-top advertisement lift the ranking.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    providerId: bigint('provider_id', { mode: 'number' })
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['category', 'package', 'advertisement', 'boost', 'global_plus'] }).notNull(),
    /** lite | growth | elite for a package; category_top | agency_of_month | spotlight for an advertisement. */
    plan: text('plan'),
    categoryIds: integer('category_ids').array().notNull().default([]),
    /**
     * active | will_be_cancelled | cancelled | stopped; a boost also `continue` (resumed after a stop, lifting
     * like active: rules.md §2 "boost also has a continue state").
     */
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('active'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // ── issue 19: what was bought, and how it renews ──
    /** The period bought (months; a boost's is in `days`). */
    periodMonths: integer('period_months'),
    days: integer('days'),
    /** What one period costs the agency (kuruş, VAT included, after any coupon): a renewal charges it. */
    priceKurus: bigint('price_kurus', { mode: 'number' }),
    /** A category subscription's reach: the agency's city, its work regions, or all Turkey. */
    scope: text('scope').$type<TCategoryScope>(),
    /** A package's category rights (Lite 2, Growth 7, Elite 12) when it was bought. */
    categoryRights: integer('category_rights'),
    /** A category chosen with a package's rights: the package it counts against (it ends with it). */
    packageSubscriptionId: bigint('package_subscription_id', { mode: 'number' }).references(
      (): AnyPgColumn => subscriptions.id,
      { onDelete: 'cascade' },
    ),
    /** A category-top advertisement's category. */
    adCategoryId: integer('ad_category_id'),
    /** An advertisement's 1000x1000 image (a public file address). */
    adImageUrl: text('ad_image_url'),
    /** Renewed at `endsAt` by charging `renewalCardId` (a billing saved card) unless turned off. */
    autoRenew: boolean('auto_renew').notNull().default(false),
    renewalCardId: bigint('renewal_card_id', { mode: 'number' }),
    /** The payment line that delivered it (`payment:<id>:<line>`): one subscription per line, however often delivered. */
    deliveryKey: text('delivery_key').unique(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** A stopped boost: when it was stopped (its days left are `endsAt` minus the later of this and `startsAt`). */
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    index('subscriptions_provider_idx').on(t.providerId, t.endsAt),
    index('subscriptions_renewal_idx').on(t.endsAt).where(sql`${t.autoRenew} and ${t.status} = 'active'`),
  ],
);

/** Overdue commission or subscription payments block an agency from opportunities until paid. */
export const providerDebts = pgTable(
  'provider_debts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    providerId: bigint('provider_id', { mode: 'number' })
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['commission', 'subscription'] }).notNull(),
    amountKurus: bigint('amount_kurus', { mode: 'number' }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // ── issue 19: a failed renewal's debt, its retries and how it was paid ──
    /** The subscription whose renewal failed (a subscription debt); null for a commission. */
    subscriptionId: bigint('subscription_id', { mode: 'number' }).references(() => subscriptions.id, {
      onDelete: 'set null',
    }),
    /** Renewal charges tried for it so far (the first failure is 1; retried on days 1, 3 and 7). */
    attempts: integer('attempts').notNull().default(0),
    /** When the renewal job charges the saved card again (null: no more retries). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** What paid it: `payment:<publicId>` (a card) or `bank-transfer:<publicId>`. */
    paidPaymentRef: text('paid_payment_ref'),
    /** What it is for, in Turkish (the debts list and the invoice line). */
    description: text('description'),
    // ── issue 20: the earlier model's commission pieces (kind commission) ──
    /** The commission plan this piece belongs to; null for a subscription debt. */
    commissionPlanId: bigint('commission_plan_id', { mode: 'number' }).references(() => commissionPlans.id, {
      onDelete: 'cascade',
    }),
    /** The piece's month in its plan (1 … the plan's piece count). */
    pieceNumber: integer('piece_number'),
    /** When the agency's team was told this commission piece is overdue (once). */
    overdueNoticedAt: timestamp('overdue_noticed_at', { withTimezone: true }),
  },
  (t) => [
    index('provider_debts_provider_idx').on(t.providerId),
    /** One debt per piece of a plan: a plan opened twice never owes twice. */
    uniqueIndex('provider_debts_commission_piece_idx')
      .on(t.commissionPlanId, t.pieceNumber)
      .where(sql`${t.commissionPlanId} is not null`),
    /** One open debt per subscription: a renewal job run twice never owes twice. */
    uniqueIndex('provider_debts_open_subscription_idx')
      .on(t.subscriptionId)
      .where(sql`${t.paidAt} is null and ${t.subscriptionId} is not null`),
    index('provider_debts_retry_idx').on(t.nextAttemptAt).where(sql`${t.paidAt} is null`),
  ],
);
