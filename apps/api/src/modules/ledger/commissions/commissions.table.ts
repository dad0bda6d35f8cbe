import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { providers } from '../../identity/accounts/providers.table.ts';

/**
 * The earlier commission model's payment plans (issue 20, item 5): one per confirmed monthly agreement on a
 * project created before COMMISSION_MODEL_UNTIL. Its pieces are the agency's debts of kind `commission`
 * (`provider_debts.commission_plan_id`), one a month, so an overdue piece blocks and is paid like any debt.
 * The agreement, project and match live in `briefs` (above this module): kept here by id and key, without keys
 * to their tables.
 */
export const commissionPlans = pgTable(
  'commission_plans',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    providerId: bigint('provider_id', { mode: 'number' })
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** The agreement it is for: one plan per agreement, however often its confirmation is told. */
    agreementId: bigint('agreement_id', { mode: 'number' }).notNull().unique(),
    offerId: bigint('offer_id', { mode: 'number' }).notNull(),
    offerKey: text('offer_key').notNull(),
    matchId: bigint('match_id', { mode: 'number' }).notNull(),
    monthlyAmountKurus: bigint('monthly_amount_kurus', { mode: 'number' }).notNull(),
    ratePercent: integer('rate_percent').notNull(),
    pieceCount: integer('piece_count').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('commission_plans_provider_idx').on(t.providerId),
    index('commission_plans_offer_idx').on(t.offerKey),
  ],
);
