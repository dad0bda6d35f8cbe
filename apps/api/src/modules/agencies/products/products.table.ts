import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { productCategories } from '../../catalogue/catalogue.table.ts';
import { providers } from '../../identity/accounts/providers.table.ts';

/** One line of a product tier (title at most 30, description at most 60, a type). */
export type TProductLineRow = { title: string; description: string; type: string };
/** basic | standard | premium, each with its price in kuruş and its lines. */
export type TProductTierRow = { tier: string; priceKurus: number | null; lines: TProductLineRow[] };

/**
 * A packaged service an agency sells (spec: Product). Built in a multi-step editor, so a draft may be
 * incomplete; only a `published` product (every rule of rules.md section 5 "Product" met) is public.
 */
export const products = pgTable(
  'products',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    providerId: bigint('provider_id', { mode: 'number' })
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    productCategoryId: integer('product_category_id').references(() => productCategories.id),
    title: text('title').notNull().default(''),
    detail: text('detail').notNull().default(''),
    tiers: jsonb('tiers').$type<TProductTierRow[]>().notNull().default([]),
    /** monthly | one_time */
    paymentType: text('payment_type'),
    currency: text('currency').notNull().default('TRY'),
    /** For monthly products: how many months a term lasts. */
    recurringPeriodMonths: integer('recurring_period_months'),
    /** Public WebP address of the 16:9 cover. */
    coverSrc: text('cover_src'),
    tags: text('tags').array().notNull().default([]),
    portfolioIds: bigint('portfolio_ids', { mode: 'number' }).array().notNull().default([]),
    /** draft | published */
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('products_provider_idx').on(t.providerId)],
);
