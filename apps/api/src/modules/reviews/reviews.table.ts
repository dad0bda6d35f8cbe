import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sectors } from '../catalogue/catalogue.table.ts';
import { providers } from '../identity/accounts/providers.table.ts';

/**
 * A client's review of an agency (spec: Review). States (REVIEW_STATES in contracts): sent -> verification
 * -> email_confirmation -> visible, or rejected / removed. Verified: the reviewer's company was matched with
 * the agency on Brifa, or the reviewer confirmed a corporate e-mail address. Personal e-mail domains may
 * review but never count as verified. One review per reviewer e-mail per agency.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Public random key (links and the /reviews/result page). */
    key: text('key').notNull().unique(),
    providerId: bigint('provider_id', { mode: 'number' })
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    status: text('status', {
      enum: ['sent', 'verification', 'email_confirmation', 'visible', 'rejected', 'removed'],
    }).notNull(),
    rating: smallint('rating').notNull(),
    ratingBudget: smallint('rating_budget').notNull(),
    ratingQuality: smallint('rating_quality').notNull(),
    ratingSchedule: smallint('rating_schedule').notNull(),
    ratingCollaboration: smallint('rating_collaboration').notNull(),
    ratingPricePerformance: smallint('rating_price_performance').notNull(),
    ratingCommunication: smallint('rating_communication').notNull(),
    objective: text('objective').notNull(),
    enjoyedMost: text('enjoyed_most').notNull(),
    text: text('text').notNull(),
    improvements: text('improvements').notNull().default(''),
    recommends: boolean('recommends').notNull(),
    reviewerCompany: text('reviewer_company').notNull(),
    reviewerName: text('reviewer_name').notNull(),
    reviewerTitle: text('reviewer_title').notNull(),
    /** Lower-cased. */
    reviewerEmail: text('reviewer_email').notNull(),
    reviewerSectorId: integer('reviewer_sector_id').references(() => sectors.id),
    /** COMPANY_SIZES of contracts. */
    reviewerCompanySize: text('reviewer_company_size'),
    reviewerLogoSrc: text('reviewer_logo_src'),
    serviceProvided: text('service_provided').notNull(),
    /** How the reviewer came to review (REVIEW_SOURCES in contracts). */
    source: text('source').notNull(),
    isVerified: boolean('is_verified').notNull().default(false),
    /** matched | corporate_domain, when verified. */
    verifiedBy: text('verified_by'),
    /** The reviewer's own signed-in account, when there was one. */
    reviewerUserId: bigint('reviewer_user_id', { mode: 'number' }),
    /** SHA-256 of the e-mailed confirmation token; never the token itself. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    ip: text('ip'),
    locale: text('locale').notNull().default('tr'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_provider_email_unique').on(t.providerId, t.reviewerEmail),
    index('reviews_provider_visible_idx').on(t.providerId, t.createdAt).where(sql`status = 'visible'`),
  ],
);
