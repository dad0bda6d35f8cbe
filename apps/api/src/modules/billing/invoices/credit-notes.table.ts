import { integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * The last credit-note number of each year (iade faturası, their own series beside invoices'): taken like
 * `invoice_counters`, one upsert under the year row's lock in the refund's transaction, so the numbers have no
 * gaps (a rolled-back refund gives its number back) and no duplicates.
 */
export const creditNoteCounters = pgTable('credit_note_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});
