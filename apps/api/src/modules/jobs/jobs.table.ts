import type { TJobInvoiceType, TJobState } from '@brifa/contracts';
import { bigint, boolean, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { providers } from '../identity/accounts/providers.table.ts';
import { users } from '../identity/users/users.table.ts';

/**
 * Job posts (issue 21 item 1): written by an agency member or a client (POST Job, awaiting payment), paid by card
 * (awaiting approval), approved by an operator (live until `expiresAt`, then expired) or rejected with a reason.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    posterUserId: bigint('poster_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** The agency the member posted for (null: a client's own post). */
    providerId: bigint('provider_id', { mode: 'number' }).references(() => providers.id),
    state: text('state').$type<TJobState>().notNull().default('awaiting_payment'),
    position: text('position').notNull(),
    description: text('description').notNull(),
    conditions: text('conditions').notNull().default(''),
    company: text('company').notNull(),
    city: text('city').notNull(),
    district: text('district').notNull().default(''),
    address: text('address').notNull().default(''),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    logoUrl: text('logo_url'),
    imageUrl: text('image_url'),
    attachmentUrl: text('attachment_url'),
    invoiceType: text('invoice_type').$type<TJobInvoiceType>().notNull(),
    planDays: integer('plan_days').notNull(),
    partnerAddOn: boolean('partner_add_on').notNull().default(false),
    /** The payment that paid it (its public id), set once. */
    paymentRef: text('payment_ref'),
    rejectionReason: text('rejection_reason'),
    views: integer('views').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_poster_idx').on(t.posterUserId, t.createdAt),
    index('jobs_live_idx').on(t.state, t.publishedAt),
  ],
);
export type TJobRow = typeof jobs.$inferSelect;

/** Applications to a live post: a name, an e-mail and a CV kept in private storage (never public). */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    cvKey: text('cv_key').notNull(),
    cvFileName: text('cv_file_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('job_applications_job_email_unique').on(t.jobId, t.email)],
);
