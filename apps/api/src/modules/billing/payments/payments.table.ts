import type {
  TBasketLine,
  TPaymentFailureReasonCode,
  TPaymentState,
  TPurchasableItemKind,
} from '@brifa/contracts';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { providers } from '../../identity/accounts/providers.table.ts';
import { users } from '../../identity/users/users.table.ts';
import { creditCards } from '../cards/cards.table.ts';

/**
 * Card payments (issue 18): one row per payment attempt, keyed by the payer's idempotency key. The state moves
 * started → waiting_3ds → succeeded | failed (→ refunded), each move a conditional update under the row lock, so
 * a replayed 3-D callback changes nothing. Never the card number or the CVC: last four, BIN and brand only.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** What URLs and the provider (conversationId) see: random, unguessable. */
    publicId: text('public_id').notNull().unique(),
    payerUserId: bigint('payer_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** The agency the payer pays for (null: a client pays for itself). */
    providerId: bigint('provider_id', { mode: 'number' }).references(() => providers.id),
    idempotencyKey: text('idempotency_key').notNull(),
    type: text('type').$type<TPurchasableItemKind>().notNull(),
    state: text('state').$type<TPaymentState>().notNull().default('started'),
    failureReason: text('failure_reason').$type<TPaymentFailureReasonCode>(),
    /** The provider's own code and text for a failure (support and reconciliation; never shown to users). */
    providerErrorCode: text('provider_error_code'),
    providerErrorMessage: text('provider_error_message'),
    basketLines: jsonb('basket_lines').$type<TBasketLine[]>().notNull(),
    grossPriceKurus: bigint('gross_price_kurus', { mode: 'number' }).notNull(),
    paidPriceKurus: bigint('paid_price_kurus', { mode: 'number' }).notNull(),
    installment: integer('installment').notNull().default(1),
    forceThreeD: boolean('force_three_d').notNull().default(true),
    providerName: text('provider_name').notNull(),
    providerPaymentId: text('provider_payment_id'),
    /** The bank's 3-D Secure page while the payment waits for it; cleared when the bank answers. */
    threeDsHtml: text('three_ds_html'),
    creditCardId: bigint('credit_card_id', { mode: 'number' }).references(() => creditCards.id, {
      onDelete: 'set null',
    }),
    cardLastFour: text('card_last_four'),
    cardBin: text('card_bin'),
    cardAssociation: text('card_association'),
    cardFamily: text('card_family'),
    /** A new card to save once the payment succeeds: what a receipt prints, never the number or CVC. */
    saveCard: boolean('save_card').notNull().default(false),
    cardHolderName: text('card_holder_name'),
    cardExpireMonth: integer('card_expire_month'),
    cardExpireYear: integer('card_expire_year'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    unique('payments_payer_idempotency_unique').on(t.payerUserId, t.idempotencyKey),
    index('payments_payer_idx').on(t.payerUserId, t.createdAt),
  ],
);

export type TPaymentRow = typeof payments.$inferSelect;
