import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { providers } from '../../identity/accounts/providers.table.ts';

/** A client logo on the agency's profile (rules.md section 5: square, at least 90x90, 10 per upload). */
export const providerReferences = pgTable(
  'provider_references',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    providerId: bigint('provider_id', { mode: 'number' })
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** Public WebP address of the logo. */
    logoSrc: text('logo_src').notNull(),
    /** The client's name, when the agency gives it (alt text on the profile). */
    companyName: text('company_name').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('provider_references_provider_idx').on(t.providerId)],
);

/** A testimonial the agency publishes from one of its clients; it needs the customer's logo. */
export const providerComments = pgTable(
  'provider_comments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    providerId: bigint('provider_id', { mode: 'number' })
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    customerLogoSrc: text('customer_logo_src').notNull(),
    customerName: text('customer_name').notNull(),
    authorName: text('author_name').notNull(),
    authorTitle: text('author_title').notNull().default(''),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('provider_comments_provider_idx').on(t.providerId)],
);
