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
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { providers } from '../../identity/accounts/providers.table.ts';
import { offers } from '../offers/offers.table.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The matching index: one narrow row per (category, agency) for agencies that pass the static rules
 * (approved, contract approved, no overdue payment, at least 5 portfolio works, at least 3 services in
 * the category), with what the engine filters and ranks on, so one brief is matched against 100,000
 * agencies by scanning only its category. Derived from the agency's own tables by `refreshMatchProfiles`
 * (called whenever they change, and hourly); paying ability is re-checked live for the chosen agencies.
 */
export const providerMatchCategories = pgTable(
  'provider_match_categories',
  {
    categoryId: integer('category_id').notNull(),
    providerId: bigint('provider_id', { mode: 'number' })
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    cityId: integer('city_id'),
    ownCityOnly: boolean('own_city_only').notNull(),
    /** Bit i set: the agency works in WORK_REGIONS[i]. */
    workRegionBits: integer('work_region_bits').notNull(),
    mobileMinPriceTry: integer('mobile_min_price_try'),
    /** PREFERENCE_FLAGS bits: budget defined only, no personal e-mail, no non-decision makers, no tenders. */
    preferenceFlags: smallint('preference_flags').notNull(),
    /** Any of the list preferences below is restricted (most are not: the scan skips them). */
    hasRestrictions: boolean('has_restrictions').notNull(),
    audienceTypes: text('audience_types').array().notNull(),
    geoScopes: text('geo_scopes').array().notNull(),
    businessTypes: text('business_types').array().notNull(),
    industries: integer('industries').array().notNull(),
    turnovers: text('turnovers').array().notNull(),
    companySizes: text('company_sizes').array().notNull(),
    sectorIds: integer('sector_ids').array().notNull(),
    technologyIds: integer('technology_ids').array().notNull(),
    /** The agency's best expertises in this category. */
    expertiseIds: integer('expertise_ids').array().notNull(),
    /** A category or package subscription covers this category until then. */
    subscribedUntil: timestamp('subscribed_until', { withTimezone: true }),
    boostedUntil: timestamp('boosted_until', { withTimezone: true }),
    /** Category-top advertisement in this category until then. */
    topAdUntil: timestamp('top_ad_until', { withTimezone: true }),
    walletKurus: bigint('wallet_kurus', { mode: 'number' }).notNull(),
    /** Expertise and quality factors, weighted (they do not depend on the brief or the clock). */
    staticScore: real('static_score').notNull(),
    /** Fairness: matches in the last 30 days. */
    recentLeads: integer('recent_leads').notNull(),
    /**
     * Everything in the score that does not depend on the brief (static, subscription, boost, category
     * top, fairness) as of the last refresh; an upper bound that lets the engine scan a category in this
     * order and stop early (see match_candidates()).
     */
    priorScore: real('prior_score').notNull(),
    rating: real('rating').notNull(),
    verifiedReviews: integer('verified_reviews').notNull(),
    responseMinutes: integer('response_minutes'),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.providerId] }),
    index('provider_match_categories_provider_idx').on(t.providerId),
    index('provider_match_categories_prior_idx').on(t.categoryId, t.priorScore.desc()),
    index('provider_match_categories_city_idx').on(t.categoryId, t.cityId, t.priorScore.desc()),
  ],
);

/**
 * The agency's text for full-text similarity (services, descriptions, portfolio; Turkish and English
 * stemming), apart from the matching index so that its rows stay narrow for the scan.
 */
export const providerMatchDocuments = pgTable('provider_match_documents', {
  providerId: bigint('provider_id', { mode: 'number' })
    .primaryKey()
    .references(() => providers.id, { onDelete: 'cascade' }),
  document: tsvector('document').notNull(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
});

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
    /** How it got access: its subscription covered the category, it paid the viewing fee, or the pool. */
    accessSource: text('access_source', { enum: ['subscription', 'wallet', 'pool'] }),
    /** The viewing fee it paid from its wallet (kuruş); the base of refunds. */
    accessFeeKurus: bigint('access_fee_kurus', { mode: 'number' }),
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
    /** The operator console's metrics: the matches of the last 30/90 days (issue 17). */
    index('matched_providers_created_idx').on(t.createdAt),
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
