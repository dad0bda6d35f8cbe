import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { providers } from '../../identity/accounts/providers.table.ts';

/**
 * Leadcoin wallet: a double-entry ledger. Every transaction writes entries that sum to zero across
 * accounts; an agency account's balance is the sum of its entries (`balance_kurus` caches it and is
 * updated in the same transaction, under a row lock, so it can never go below zero).
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** null for the platform's own accounts */
    providerId: bigint('provider_id', { mode: 'number' })
      .unique()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** provider | platform_revenue | platform_promotions | platform_cash */
    kind: text('kind').notNull(),
    balanceKurus: bigint('balance_kurus', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('wallet_provider_balance_not_negative', sql`${t.kind} <> 'provider' or ${t.balanceKurus} >= 0`),
  ],
);

export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Groups the entries of one transaction; they sum to zero. */
    transactionId: text('transaction_id').notNull(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => walletAccounts.id),
    /** Positive credits the account, negative debits it. */
    amountKurus: bigint('amount_kurus', { mode: 'number' }).notNull(),
    /** subscription | leadcoin | commission | boost | job | gift | spending | top-up */
    type: text('type').notNull(),
    /** WALLET_ENTRY_REASONS (contracts): why the money moved, shown in the wallet list. */
    reason: text('reason').notNull().default('grant'),
    description: text('description').notNull().default(''),
    /** The opportunity a viewing fee or refund belongs to. */
    matchedProviderId: bigint('matched_provider_id', { mode: 'number' }),
    /** Same key, same transaction: a retried operation is not applied twice. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('wallet_entries_account_idx').on(t.accountId, t.createdAt),
    /**
     * The operator console's metrics (issue 17): the entries of the last 30/90 days, read from the index alone
     * (it holds every column the query needs); the ledger is append-only, so it only grows at its right end.
     */
    index('wallet_entries_created_idx').on(t.createdAt, t.accountId, t.reason, t.amountKurus),
    unique('wallet_entries_idempotency_unique').on(t.idempotencyKey, t.accountId),
  ],
);
