import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { categories, sectors } from '../catalogue/catalogue.table.ts';
import { providers } from '../providers/providers.table.ts';

/**
 * A portfolio work. The matching engine needs the count (at least 5 for opportunities) and the text;
 * the profiles issue adds the rest of the spec's fields (media, period, budget, scope, ...).
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
    /** Introduction, challenges, solution and impact, as written. */
    detail: text('detail').notNull().default(''),
    tags: text('tags').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('portfolio_items_provider_idx').on(t.providerId)],
);
