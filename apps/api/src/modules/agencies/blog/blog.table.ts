import { bigint, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { providers } from '../../identity/accounts/providers.table.ts';

/**
 * An agency's blog post (issue 21, rules.md §5 blog, §7 `POST BlogDetail`). Published when written
 * (decisions.md "Issue 21 — blog"); `contentHtml` is stored already sanitised, so every reader shows it as is.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    providerId: bigint('provider_id', { mode: 'number' })
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** From the title, Turkish letters in ASCII; `-2`, `-3`... when taken. Never changes once published. */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    contentHtml: text('content_html').notNull(),
    /** The first sentences of the text, for lists and the description tags. */
    excerpt: text('excerpt').notNull(),
    /** Public WebP address (1200x630). */
    imageSrc: text('image_src').notNull(),
    /** tr | en: the language the post is written in. */
    language: text('language', { enum: ['tr', 'en'] })
      .notNull()
      .default('tr'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_idx').on(t.slug),
    index('blog_posts_provider_idx').on(t.providerId, t.publishedAt),
    index('blog_posts_published_idx').on(t.publishedAt),
  ],
);
