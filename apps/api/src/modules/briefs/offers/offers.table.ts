import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categories, cities, districts, sectors } from '../../catalogue/catalogue.table.ts';
import { users } from '../../identity/users/users.table.ts';

/**
 * A client's project brief ("offer" in the API). `state` is what the client decided (active, stopped,
 * agreed, closed); what the client sees (waiting, offers received, no offer) also depends on the time window
 * and the agencies' answers.
 */
export const offers = pgTable(
  'offers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Public random key: every URL names the offer by it. */
    key: text('key').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    answers: jsonb('answers').$type<Record<string, string | string[]>>().notNull(),
    /** Whole lira; null = budget not defined */
    budgetTry: bigint('budget_try', { mode: 'number' }),
    startDate: date('start_date'),
    companyName: text('company_name').notNull(),
    sectorId: integer('sector_id')
      .notNull()
      .references(() => sectors.id),
    companySize: text('company_size').notNull(),
    /** Nullable with contact preference and available time: asked after submission (OFFER_COMPLETION_FIELDS). */
    employeeCount: text('employee_count'),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    districtId: integer('district_id').references(() => districts.id),
    isDecisionMaker: boolean('is_decision_maker').notNull(),
    description: text('description').notNull(),
    contactPreference: text('contact_preference'),
    availableTime: text('available_time'),
    /** Nullable: a brief missing any of these (or the three above) is "not completed" (/project-complete asks). */
    audienceType: text('audience_type'),
    geoScope: text('geo_scope'),
    businessType: text('business_type'),
    turnover: text('turnover'),
    isTender: boolean('is_tender'),
    /** The optional attachment, stored through the storage adapter. */
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileType: text('file_type'),
    fileBytes: integer('file_bytes'),
    /** The matched provider the client agreed with (state agreed). */
    agreedMatchId: bigint('agreed_match_id', { mode: 'number' }),
    /** Secret of the not-signed-in feedback links e-mailed to the client. */
    accessToken: text('access_token'),
    briefScore: smallint('brief_score').notNull(),
    state: text('state', { enum: ['active', 'stopped', 'agreed', 'closed'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** unreachable | fake | duplicate: the agencies that paid to see it get their fee back. */
    invalidReason: text('invalid_reason', { enum: ['unreachable', 'fake', 'duplicate'] }),
    invalidatedAt: timestamp('invalidated_at', { withTimezone: true }),
    /** The client's Idempotency-Key of the POST Offer that created it: a retry returns this brief. */
    idempotencyKey: text('idempotency_key'),
  },
  (t) => [
    index('offers_user_idx').on(t.userId, t.createdAt),
    /** The operator console's metrics: the briefs of the last 30/90 days (issue 17). */
    index('offers_created_idx').on(t.createdAt),
    uniqueIndex('offers_user_idempotency_key_unique').on(t.userId, t.idempotencyKey),
  ],
);

export type TOfferRow = typeof offers.$inferSelect;
