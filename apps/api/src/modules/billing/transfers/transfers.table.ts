import { BANK_TRANSFER_STATES } from '@brifa/contracts';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { providers } from '../../identity/accounts/providers.table.ts';
import { users } from '../../identity/users/users.table.ts';

/**
 * Wallet top-ups by bank transfer (Havale/EFT, issue 18 item 9): the agency's request with the exact amount
 * and a reference code, its "sent" mark and the operator's decision. The ledger is credited (platform_cash →
 * the agency) in the transaction that sets `confirmed`, keyed by the public id.
 */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** What URLs, the agency and the console use (never the row id). */
    publicId: text('public_id').notNull().unique(),
    providerId: bigint('provider_id', { mode: 'number' })
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    requestedByUserId: bigint('requested_by_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    amountKurus: bigint('amount_kurus', { mode: 'number' }).notNull(),
    /** BRF-XXXXX, unique: what the agency writes in the transfer's description. */
    referenceCode: text('reference_code').notNull().unique(),
    state: text('state', { enum: BANK_TRANSFER_STATES }).notNull().default('awaiting_transfer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    markedSentAt: timestamp('marked_sent_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The operator who confirmed or rejected it (operators.id; ops is above billing, so no foreign key). */
    decidedByOperatorId: bigint('decided_by_operator_id', { mode: 'number' }),
    rejectReason: text('reject_reason'),
    /** The ledger transaction of the credit (confirmed only). */
    ledgerTransactionId: text('ledger_transaction_id'),
    /**
     * A debt this transfer pays (issue 19; a ledger provider_debts id): the operator's confirmation pays the debt
     * instead of crediting the wallet (a debt paid meanwhile by card: the wallet is credited after all).
     */
    debtId: bigint('debt_id', { mode: 'number' }),
  },
  (t) => [
    index('bank_transfers_provider_idx').on(t.providerId, t.createdAt),
    check('bank_transfers_amount_positive', sql`${t.amountKurus} > 0`),
  ],
);

export type TBankTransferRow = typeof bankTransfers.$inferSelect;
