import { bigint, index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from '../../identity/users/users.table.ts';
import { matchedProviders } from '../matching/matching.table.ts';
import { offers } from '../offers/offers.table.ts';

/** The client's overall answer about a project (Feedback): CLIENT_FEEDBACK_STATUSES in contracts. */
export const offerFeedbacks = pgTable(
  'offer_feedbacks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    offerId: bigint('offer_id', { mode: 'number' })
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status'),
    reasonCode: text('reason_code'),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [index('offer_feedbacks_offer_idx').on(t.offerId)],
);

/** The client's outcome with one matched agency (UserOfferFeedback): MATCH_OUTCOMES in contracts. */
export const matchFeedbacks = pgTable(
  'match_feedbacks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    matchedProviderId: bigint('matched_provider_id', { mode: 'number' })
      .notNull()
      .references(() => matchedProviders.id, { onDelete: 'cascade' }),
    offerId: bigint('offer_id', { mode: 'number' })
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    outcome: text('outcome').notNull(),
    /** NEGATIVE_REASON_CODES; required for a negative outcome */
    reasonCode: text('reason_code'),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('match_feedbacks_match_unique').on(t.matchedProviderId),
    index('match_feedbacks_offer_idx').on(t.offerId),
  ],
);
