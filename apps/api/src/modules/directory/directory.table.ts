import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { providers } from '../identity/accounts/providers.table.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The directory's search index: one row per approved agency, rebuilt from the agency's own tables by
 * `refreshDirectoryEntry` (after every profile change) and `refreshDirectory` (hourly, for all). Only
 * `is_listed` rows (profile level above 80) appear in the directory. Text is folded by `brifa_fold()`
 * (Turkish letters and case) before stemming, so "İstanbul", "istanbul", "ISTANBUL" and "Istanbul" match.
 */
export const providerDirectory = pgTable(
  'provider_directory',
  {
    providerId: bigint('provider_id', { mode: 'number' })
      .primaryKey()
      .references(() => providers.id, { onDelete: 'cascade' }),
    isListed: boolean('is_listed').notNull(),
    cityId: integer('city_id'),
    teamSize: text('team_size'),
    categoryIds: integer('category_ids').array().notNull(),
    sectorIds: integer('sector_ids').array().notNull(),
    technologyIds: integer('technology_ids').array().notNull(),
    /** Folded service names, for the service filter. */
    serviceText: text('service_text').notNull(),
    rating: real('rating').notNull(),
    reviewCount: integer('review_count').notNull(),
    verifiedReviewCount: integer('verified_review_count').notNull(),
    minPriceKurus: bigint('min_price_kurus', { mode: 'number' }),
    maxPriceKurus: bigint('max_price_kurus', { mode: 'number' }),
    /** Quality: verified rating and reviews, profile level; boosts add to it. */
    recommendedScore: real('recommended_score').notNull(),
    /** An active boost or advertisement: shown first (labelled) in the recommended order. */
    sponsoredUntil: timestamp('sponsored_until', { withTimezone: true }),
    searchTr: tsvector('search_tr').notNull(),
    searchEn: tsvector('search_en').notNull(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('provider_directory_search_tr_idx').using('gin', t.searchTr),
    index('provider_directory_search_en_idx').using('gin', t.searchEn),
    index('provider_directory_categories_idx').using('gin', t.categoryIds),
    index('provider_directory_recommended_idx')
      .on(t.recommendedScore.desc(), t.providerId)
      .where(sql`is_listed`),
    index('provider_directory_rating_idx').on(t.rating.desc(), t.reviewCount.desc()).where(sql`is_listed`),
    index('provider_directory_city_idx').on(t.cityId, t.teamSize).where(sql`is_listed`),
  ],
);
