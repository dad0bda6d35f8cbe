import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { providers } from '../../identity/accounts/providers.table.ts';
import { users } from '../../identity/users/users.table.ts';

/** What an invoice prints about its buyer, copied from the billing details when it is issued. */
export type TBuyerSnapshot = {
  type: 'individual' | 'corporate';
  fullName: string;
  identityNumber: string;
  title: string;
  taxNumber: string;
  taxOffice: string;
  address: string;
  city: string;
  district: string;
  email: string;
};

/**
 * Billing details ("Invoice customer", product.md §3): one row per agency (every member's payments are the
 * agency's) or per client user. Exactly one owner column is set.
 */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    providerId: bigint('provider_id', { mode: 'number' })
      .unique()
      .references(() => providers.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** individual | corporate */
    type: text('type', { enum: ['individual', 'corporate'] }).notNull(),
    fullName: text('full_name').notNull().default(''),
    /** TCKN (individual) */
    identityNumber: text('identity_number').notNull().default(''),
    title: text('title').notNull().default(''),
    /** VKN (corporate) */
    taxNumber: text('tax_number').notNull().default(''),
    taxOffice: text('tax_office').notNull().default(''),
    address: text('address').notNull(),
    city: text('city').notNull(),
    district: text('district').notNull(),
    email: text('email').notNull(),
    updatedByUserId: bigint('updated_by_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('billing_customers_one_owner', sql`(${t.providerId} is null) <> (${t.userId} is null)`)],
);

/**
 * The last invoice number of each year: issuing takes the year's row under a row lock (an upsert) in the
 * payment's transaction, so numbers have no gaps (a rolled-back payment gives its number back) and no
 * duplicates. Not a sequence: sequences leave gaps on rollback.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** An invoice: one per successful payment, VAT-inclusive amounts in kuruş, the buyer as it was at issue. */
export const invoices = pgTable(
  'invoices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** BRF2026000000123 */
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    /** The payment it is for (the payments core's id, as text); one invoice per payment. */
    paymentId: text('payment_id').notNull().unique(),
    /** Who paid */
    payerUserId: bigint('payer_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** The agency it belongs to (any member may download it); null for a client's own invoice. */
    providerId: bigint('provider_id', { mode: 'number' }).references(() => providers.id),
    buyer: jsonb('buyer').$type<TBuyerSnapshot>().notNull(),
    vatRatePercent: integer('vat_rate_percent').notNull(),
    netKurus: bigint('net_kurus', { mode: 'number' }).notNull(),
    vatKurus: bigint('vat_kurus', { mode: 'number' }).notNull(),
    grossKurus: bigint('gross_kurus', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('TRY'),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /**
     * invoice | credit_note: a credit note (iade faturası, billing/invoices/credit-notes.ts) takes back an invoice
     * of a refunded payment; its own number series (`credit_note_counters`), negative amounts.
     */
    kind: text('kind', { enum: ['invoice', 'credit_note'] })
      .notNull()
      .default('invoice'),
    /** The invoice a credit note takes back */
    creditedInvoiceId: bigint('credited_invoice_id', { mode: 'number' }).references(
      (): AnyPgColumn => invoices.id,
    ),
  },
  (t) => [
    // Invoices and credit notes each number their own series.
    unique('invoices_kind_year_sequence_unique').on(t.kind, t.year, t.sequence),
    index('invoices_provider_idx').on(t.providerId, t.issuedAt),
    index('invoices_payer_idx').on(t.payerUserId, t.issuedAt),
    check('invoices_totals_add_up', sql`${t.netKurus} + ${t.vatKurus} = ${t.grossKurus}`),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    /** VAT-inclusive, as the buyer paid it */
    unitPriceKurus: bigint('unit_price_kurus', { mode: 'number' }).notNull(),
    netKurus: bigint('net_kurus', { mode: 'number' }).notNull(),
    vatKurus: bigint('vat_kurus', { mode: 'number' }).notNull(),
    grossKurus: bigint('gross_kurus', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.position] })],
);
