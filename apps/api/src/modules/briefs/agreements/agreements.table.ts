import { AGREEMENT_PERIODS, AGREEMENT_STATUSES, type TAgreementRiskSignal } from '@brifa/contracts';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { providers } from '../../identity/accounts/providers.table.ts';
import { users } from '../../identity/users/users.table.ts';
import { matchedProviders } from '../matching/matching.table.ts';
import { offers } from '../offers/offers.table.ts';

/**
 * An agreement between a brief's client and the agency it marked won (issue 20 items 1 and 2): one per match.
 * The won refund is held here as pending (no ledger entry) until the agreement is verified; then it is posted
 * as the `refund-won:{match}` ledger transaction and recorded as released.
 */
export const agreements = pgTable(
  'agreements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    offerId: bigint('offer_id', { mode: 'number' })
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    matchId: bigint('match_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => matchedProviders.id, { onDelete: 'cascade' }),
    providerId: bigint('provider_id', { mode: 'number' })
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    clientUserId: bigint('client_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: AGREEMENT_STATUSES }).notNull(),
    amountKurus: bigint('amount_kurus', { mode: 'number' }),
    period: text('period', { enum: AGREEMENT_PERIODS }),
    months: integer('months'),
    contractFileKey: text('contract_file_key'),
    contractFileName: text('contract_file_name'),
    contractFileType: text('contract_file_type'),
    invoiceFileKey: text('invoice_file_key'),
    invoiceFileName: text('invoice_file_name'),
    invoiceFileType: text('invoice_file_type'),
    /** The won refund waiting for verification (visible, not spendable); 0 once released or dropped. */
    refundPendingKurus: bigint('refund_pending_kurus', { mode: 'number' }).notNull().default(0),
    refundReleasedKurus: bigint('refund_released_kurus', { mode: 'number' }).notNull().default(0),
    refundReleasedAt: timestamp('refund_released_at', { withTimezone: true }),
    refundTakenBackKurus: bigint('refund_taken_back_kurus', { mode: 'number' }).notNull().default(0),
    /** What could not be taken back (the balance was short): an operator follows it up. */
    refundShortfallKurus: bigint('refund_shortfall_kurus', { mode: 'number' }).notNull().default(0),
    riskSignals: jsonb('risk_signals').$type<TAgreementRiskSignal[]>().notNull().default([]),
    reviewNote: text('review_note'),
    documentsAt: timestamp('documents_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedBy: text('ended_by', { enum: ['client', 'provider', 'operator'] }),
    endReason: text('end_reason'),
    /**
     * Issue 21 item 8 (decisions.md issue 21 "public timeline"): when the client and when the agency agreed to be
     * named on the public timeline; names show only while both are set.
     */
    clientShownAt: timestamp('client_shown_at', { withTimezone: true }),
    agencyShownAt: timestamp('agency_shown_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('agreements_provider_idx').on(t.providerId, t.refundReleasedAt),
    index('agreements_client_idx').on(t.clientUserId),
    index('agreements_status_idx').on(t.status),
  ],
);
export type TAgreementRow = typeof agreements.$inferSelect;
