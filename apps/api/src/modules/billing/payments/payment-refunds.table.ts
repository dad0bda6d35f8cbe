import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { payments } from './payments.table.ts';

/**
 * Refunds of card payments (issue 18): one row per refunded payment (the unique payment id is a second guard
 * beside the state move succeeded → refunded under the payment's row lock), with how the provider gave the money
 * back (`cancel` the same Istanbul day, `refund` later), the amount back to the card and what the wallet gave back.
 */
export const paymentRefunds = pgTable('payment_refunds', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  paymentId: bigint('payment_id', { mode: 'number' })
    .notNull()
    .unique()
    .references(() => payments.id),
  /** cancel | refund: the provider's call that returned the money */
  method: text('method', { enum: ['cancel', 'refund'] }).notNull(),
  /** Back to the card: the whole paid price (instalment interest included). */
  amountKurus: bigint('amount_kurus', { mode: 'number' }).notNull(),
  /** Taken back from the agency's wallet: the top-ups and their campaign bonus. */
  walletTakenBackKurus: bigint('wallet_taken_back_kurus', { mode: 'number' }).notNull().default(0),
  reason: text('reason').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export type TPaymentRefundRow = typeof paymentRefunds.$inferSelect;
