import { bigint, boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { categories, cities, sectors } from '../../catalogue/catalogue.table.ts';
import { providers } from '../../identity/accounts/providers.table.ts';

/**
 * A portfolio work (rules.md section 5 "Portfolio"). The matching engine reads the count (at least 5 for
 * opportunities), the category and `detail` (the four story parts joined, for full-text similarity).
 */
export const portfolioItems = pgTable(
  'portfolio_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    providerId: bigint('provider_id', { mode: 'number' })
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    companyName: text('company_name').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    sectorId: integer('sector_id').references(() => sectors.id),
    /** GEO_SCOPES and AUDIENCE_TYPES of contracts (matching.ts). */
    geoScope: text('geo_scope'),
    audience: text('audience'),
    clientCityId: integer('client_city_id').references(() => cities.id),
    /** Public WebP addresses of the photos, in order; empty when the work shows a video. */
    imageSrcs: text('image_srcs').array().notNull().default([]),
    /** One embed link (YouTube or Vimeo player URL); never together with photos. */
    videoUrl: text('video_url'),
    expertiseIds: integer('expertise_ids').array().notNull().default([]),
    skills: text('skills').array().notNull().default([]),
    /** Whole units of `budgetCurrency`, digits only. */
    budgetAmount: bigint('budget_amount', { mode: 'number' }),
    budgetCurrency: text('budget_currency'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    isOngoing: boolean('is_ongoing').notNull().default(false),
    introduction: text('introduction').notNull().default(''),
    challenges: text('challenges').notNull().default(''),
    solution: text('solution').notNull().default(''),
    impact: text('impact').notNull().default(''),
    /** Introduction, challenges, solution and impact joined (what matching and search read). */
    detail: text('detail').notNull().default(''),
    referenceUrl: text('reference_url'),
    tags: text('tags').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('portfolio_items_provider_idx').on(t.providerId)],
);
