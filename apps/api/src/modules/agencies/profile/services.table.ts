import { bigint, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { categories } from '../../catalogue/catalogue.table.ts';
import { providers } from '../../identity/accounts/providers.table.ts';

/** A service an agency offers in one category (spec: service, price, skills, description, level). */
export const providerServices = pgTable(
  'provider_services',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    providerId: bigint('provider_id', { mode: 'number' })
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    /** Starting price in kuruş (TRY) */
    priceKurus: bigint('price_kurus', { mode: 'number' }),
    skills: text('skills').array().notNull().default([]),
    description: text('description').notNull().default(''),
    level: text('level', { enum: ['basic', 'medium', 'advanced', 'expert'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('provider_services_category_idx').on(t.categoryId),
    unique('provider_services_provider_name_unique').on(t.providerId, t.categoryId, t.name),
  ],
);
