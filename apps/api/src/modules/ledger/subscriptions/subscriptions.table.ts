import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { providers } from '../../identity/accounts/providers.table.ts';

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
    kind: text('kind', { enum: ['category', 'package', 'advertisement', 'boost'] }).notNull(),
    /** lite | growth | elite for a package; category_top | agency_of_month | spotlight for an advertisement. */
    plan: text('plan'),
    categoryIds: integer('category_ids').array().notNull().default([]),
    /** active | will_be_cancelled | cancelled | stopped */
    status: text('status', { enum: ['active', 'will_be_cancelled', 'cancelled', 'stopped'] })
      .notNull()
      .default('active'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscriptions_provider_idx').on(t.providerId, t.endsAt)],
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
  },
  (t) => [index('provider_debts_provider_idx').on(t.providerId)],
);
