import { bigint, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { providers } from '../../identity/accounts/providers.table.ts';
import { users } from '../../identity/users/users.table.ts';
import { matchedProviders } from '../matching/matching.table.ts';
import { offers } from '../offers/offers.table.ts';

/**
 * BrifaNpsOnOffer (issue 20 item 3): the client's 0–10 score for Brifa about one brief. One row per brief:
 * created when the e-mail asks (score null, requested_at set) or when the client answers first.
 */
export const brifaNps = pgTable(
  'brifa_nps',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    offerId: bigint('offer_id', { mode: 'number' })
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** NPS_SCORE 0–10; null while asked but not answered */
    score: integer('score'),
    comment: text('comment').notNull().default(''),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('brifa_nps_offer_unique').on(t.offerId), index('brifa_nps_answered_idx').on(t.answeredAt)],
);

/**
 * AgreementNps (issue 20 item 3): the client's 0–10 score for the agency it agreed with, asked on
 * `brief.agreed`. Keyed on the brief and its winning match (one per match), not on an agreement record.
 */
export const agreementNps = pgTable(
  'agreement_nps',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    offerId: bigint('offer_id', { mode: 'number' })
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    matchedProviderId: bigint('matched_provider_id', { mode: 'number' })
      .notNull()
      .references(() => matchedProviders.id, { onDelete: 'cascade' }),
    providerId: bigint('provider_id', { mode: 'number' })
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    score: integer('score'),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** "Later" on the pop-up: not asked again before this */
    snoozedUntil: timestamp('snoozed_until', { withTimezone: true }),
  },
  (t) => [
    unique('agreement_nps_match_unique').on(t.matchedProviderId),
    index('agreement_nps_user_idx').on(t.userId),
    index('agreement_nps_provider_idx').on(t.providerId, t.answeredAt),
  ],
);
