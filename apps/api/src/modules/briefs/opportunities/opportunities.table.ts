import type { TPricingModel } from '@brifa/contracts';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { matchedProviders } from '../matching/matching.table.ts';
import { offers } from '../offers/offers.table.ts';

/** The agency's quote on one brief (price in TRY, duration, message, attachment); it may update it. */
export const quotes = pgTable(
  'quotes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    matchedProviderId: bigint('matched_provider_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => matchedProviders.id, { onDelete: 'cascade' }),
    /** Who in the agency sent it last. */
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    amountKurus: bigint('amount_kurus', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('TRY'),
    /** PRICING_MODELS in contracts: the amount is for the whole project, per month or per hour. */
    pricingModel: text('pricing_model').$type<TPricingModel>().notNull().default('fixed'),
    /** What is included, each with its part of the amount; empty when the agency gave only the total. */
    lines: jsonb('lines').$type<{ title: string; amountKurus: number }[]>().notNull().default([]),
    durationDays: integer('duration_days').notNull(),
    message: text('message').notNull(),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileType: text('file_type'),
    fileBytes: integer('file_bytes'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  /** The operator console's metrics: the quotes of the last 30/90 days (issue 17). */
  (t) => [index('quotes_sent_idx').on(t.sentAt)],
);

export type TQuoteRow = typeof quotes.$inferSelect;

/** The agency's feedback on one opportunity (PROVIDER_FEEDBACK_CODES in contracts). */
export const providerMatchFeedbacks = pgTable('provider_match_feedbacks', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  matchedProviderId: bigint('matched_provider_id', { mode: 'number' })
    .notNull()
    .unique()
    .references(() => matchedProviders.id, { onDelete: 'cascade' }),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  sentiment: text('sentiment', { enum: ['positive', 'negative'] }).notNull(),
  code: text('code').notNull(),
  note: text('note').notNull().default(''),
  /**
   * Issue 20: the client said "we did not agree" to this agency's "agreed" answer. Kept for good: the agency
   * cannot ask the client again by re-saving the answer.
   */
  agreedReportDeclinedAt: timestamp('agreed_report_declined_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export type TProviderFeedbackRow = typeof providerMatchFeedbacks.$inferSelect;

/**
 * An agency that is not on Brifa yet, invited to one brief (/business-opportunity/{key}): it sees the
 * summary and declines with a reason, or joins with the registration prefilled.
 */
export const opportunityInvitations = pgTable('opportunity_invitations', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  /** Public random key of the landing link. */
  key: text('key').notNull().unique(),
  offerId: bigint('offer_id', { mode: 'number' })
    .notNull()
    .references(() => offers.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  companyName: text('company_name').notNull().default(''),
  /** sent | declined | joined */
  status: text('status', { enum: ['sent', 'declined', 'joined'] })
    .notNull()
    .default('sent'),
  declineReason: text('decline_reason'),
  declineNote: text('decline_note').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  respondedAt: timestamp('responded_at', { withTimezone: true }),
});
