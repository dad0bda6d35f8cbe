import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../../identity/users/users.table.ts';

/**
 * Coupons and the spec's campaigns as data (issue 18; rules.md §9 pricing). A coupon discounts the basket lines it
 * applies to (item kinds, optionally subscription periods and the buyer's package); at payment it is checked
 * again under a lock on its row and redeemed (`coupon_redemptions`).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** What the buyer types; unique whatever its case (`coupons_name_lower_unique`). */
    name: text('name').notNull(),
    type: text('type', { enum: ['percent', 'amount'] }).notNull(),
    /** 1..100 for percent, kuruş for amount. */
    value: bigint('value', { mode: 'number' }).notNull(),
    /** BASKET_ITEM_KINDS the coupon discounts (at least one). */
    itemKinds: text('item_kinds').array().notNull(),
    /** Subscription periods (months) it applies to; null: any (and lines without a period). [12]: annual only. */
    periodMonths: integer('period_months').array(),
    /** The buyer's package (lite | growth | elite) it needs; null: any buyer. */
    buyerPackages: text('buyer_packages').array(),
    /** The campaign's title as the buyer reads it ('' for a plain code). */
    titleTr: text('title_tr').notNull().default(''),
    titleEn: text('title_en').notNull().default(''),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    /** null: no end. */
    validTo: timestamp('valid_to', { withTimezone: true }),
    /** A yearly campaign: valid only in this month (1..12, Istanbul time) of each year from valid_from on. */
    recurringMonth: integer('recurring_month'),
    /** The lines it applies to must sum to at least this (kuruş). */
    minimumBasketKurus: bigint('minimum_basket_kurus', { mode: 'number' }).notNull().default(0),
    /** null: unlimited. */
    perUserLimit: integer('per_user_limit'),
    totalLimit: integer('total_limit'),
    /** A campaign applied without typing its name (the best one for the basket). */
    autoApply: boolean('auto_apply').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_name_lower_unique').on(sql`lower(${t.name})`),
    check(
      'coupons_value_valid',
      sql`(${t.type} = 'percent' and ${t.value} between 1 and 100) or (${t.type} = 'amount' and ${t.value} > 0)`,
    ),
    check('coupons_item_kinds_not_empty', sql`cardinality(${t.itemKinds}) > 0`),
    check(
      'coupons_recurring_month_valid',
      sql`${t.recurringMonth} is null or ${t.recurringMonth} between 1 and 12`,
    ),
  ],
);

/** One use of a coupon by one payment (the same payment redeems once). */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    couponId: bigint('coupon_id', { mode: 'number' })
      .notNull()
      .references(() => coupons.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** The payment's reference (its id or idempotency key). */
    paymentRef: text('payment_ref').notNull(),
    /** The discount given (kuruş). */
    amountKurus: bigint('amount_kurus', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('coupon_redemptions_payment_unique').on(t.couponId, t.paymentRef),
    index('coupon_redemptions_user_idx').on(t.couponId, t.userId),
  ],
);

/**
 * The LeadcoinCampaign's bonus tiers (issue 18): a wallet top-up of at least `min_top_up_kurus` earns a bonus,
 * fixed (kuruş) or a percent of the top-up, credited as a separate gift entry when the payment succeeds.
 */
export const leadcoinCampaignTiers = pgTable(
  'leadcoin_campaign_tiers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    minTopUpKurus: bigint('min_top_up_kurus', { mode: 'number' }).notNull(),
    bonusKurus: bigint('bonus_kurus', { mode: 'number' }),
    bonusPercent: integer('bonus_percent'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'leadcoin_campaign_tiers_bonus_valid',
      sql`(${t.bonusKurus} is not null and ${t.bonusKurus} > 0 and ${t.bonusPercent} is null) or (${t.bonusKurus} is null and ${t.bonusPercent} between 1 and 100)`,
    ),
    check('leadcoin_campaign_tiers_min_positive', sql`${t.minTopUpKurus} > 0`),
  ],
);
