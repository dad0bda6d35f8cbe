import type { TMatchReasonCode } from '@brifa/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { offers } from '../offers/offers.table.ts';
import { providers } from '../providers/providers.table.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The matching index: one row per agency with everything the engine filters and ranks on, so that one
 * brief is matched against 100,000 agencies with a single indexed scan. It is derived from the agency's
 * own tables by `refreshMatchProfiles` (called whenever they change, and hourly); wallet balance and
 * subscriptions are re-checked live for the chosen candidates.
 */
export const providerMatchProfiles = pgTable(
  'provider_match_profiles',
  {
    providerId: bigint('provider_id', { mode: 'number' })
      .primaryKey()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** Approved, contract approved, no overdue payment, at least 5 portfolio works. */
    isMatchable: boolean('is_matchable').notNull(),
    cityId: integer('city_id'),
    /** Categories with at least 3 of the agency's services. */
    categoryIds: integer('category_ids').array().notNull(),
    expertiseIds: integer('expertise_ids').array().notNull(),
    sectorIds: integer('sector_ids').array().notNull(),
    technologyIds: integer('technology_ids').array().notNull(),
    workRegions: text('work_regions').array().notNull(),
    cityPreference: text('city_preference').notNull(),
    mobileMinPriceTry: integer('mobile_min_price_try'),
    budgetDefinedOnly: boolean('budget_defined_only').notNull(),
    noPersonalEmail: boolean('no_personal_email').notNull(),
    noNonDecisionMakers: boolean('no_non_decision_makers').notNull(),
    tendersAllowed: boolean('tenders_allowed').notNull(),
    audienceTypes: text('audience_types').array().notNull(),
    geoScopes: text('geo_scopes').array().notNull(),
    businessTypes: text('business_types').array().notNull(),
    industries: integer('industries').array().notNull(),
    turnovers: text('turnovers').array().notNull(),
    companySizes: text('company_sizes').array().notNull(),
    /** Categories covered by an active category or package subscription, until `subscribedUntil`. */
    subscribedCategoryIds: integer('subscribed_category_ids').array().notNull(),
    subscribedUntil: timestamp('subscribed_until', { withTimezone: true }),
    boostedUntil: timestamp('boosted_until', { withTimezone: true }),
    topAdCategoryIds: integer('top_ad_category_ids').array().notNull(),
    topAdUntil: timestamp('top_ad_until', { withTimezone: true }),
    walletKurus: bigint('wallet_kurus', { mode: 'number' }).notNull(),
    /** Quality: average rating 0-5, verified reviews, profile level 0-100, response rate 0-1 and speed. */
    rating: real('rating').notNull(),
    verifiedReviews: integer('verified_reviews').notNull(),
    profileLevel: smallint('profile_level').notNull(),
    responseRate: real('response_rate').notNull(),
    responseMinutes: integer('response_minutes'),
    /** Negative client feedback in the last 90 days (reason codes), lowers the quality score. */
    negativeFeedback: integer('negative_feedback').notNull(),
    /** Fairness: matches in the last 30 days. */
    recentLeads: integer('recent_leads').notNull(),
    /** Services, descriptions and portfolio, in Turkish and English stemming. */
    document: tsvector('document').notNull(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('provider_match_profiles_categories_idx').using('gin', t.categoryIds).where(sql`${t.isMatchable}`),
  ],
);

export type TMatchReason = { Code: TMatchReasonCode; Label: { tr: string; en: string } };

/** One agency matched to one brief: its opportunity, and the client's offer once it responds. */
export const matchedProviders = pgTable(
  'matched_providers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    offerId: bigint('offer_id', { mode: 'number' })
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    providerId: bigint('provider_id', { mode: 'number' })
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** MATCH_SOURCES (contracts) */
    source: text('source').notNull(),
    /** MATCH_STATUSES (contracts) */
    status: text('status', { enum: ['waiting', 'responded', 'declined', 'expired'] })
      .notNull()
      .default('waiting'),
    score: real('score').notNull(),
    reasons: jsonb('reasons').$type<TMatchReason[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The agency's 24 hours to respond end here. */
    respondBy: timestamp('respond_by', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The agency paid (or its subscription gave) access to the client's details. */
    accessAt: timestamp('access_at', { withTimezone: true }),
    /** First time the agency opened the brief (OfferMetric views). */
    providerViewedAt: timestamp('provider_viewed_at', { withTimezone: true }),
    /** The agency's folder (new, not reviewed, contacted, not interested, follow list, won). */
    providerFolder: text('provider_folder'),
    /** The client's side: first opened, marked contacted / not interested, on the watchlist. */
    clientSeenAt: timestamp('client_seen_at', { withTimezone: true }),
    clientMark: text('client_mark', { enum: ['contacted', 'not_interested'] }),
    isWatchlisted: boolean('is_watchlisted').notNull().default(false),
  },
  (t) => [
    unique('matched_providers_offer_provider_unique').on(t.offerId, t.providerId),
    index('matched_providers_provider_idx').on(t.providerId, t.createdAt),
    index('matched_providers_waiting_idx').on(t.respondBy).where(sql`${t.status} = 'waiting'`),
  ],
);

export type TMatchedProviderRow = typeof matchedProviders.$inferSelect;

/** Agencies a client asked for by name (OfferOptionalProvider), e.g. "send project" on a profile. */
export const offerOptionalProviders = pgTable(
  'offer_optional_providers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    offerId: bigint('offer_id', { mode: 'number' })
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    providerId: bigint('provider_id', { mode: 'number' })
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('offer_optional_providers_unique').on(t.offerId, t.providerId)],
);
