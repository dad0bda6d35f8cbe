import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Funnel events (the default analytics adapter); also forwarded to ANALYTICS_URL when it is set. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    /** One event per key: a retried request or a reopened pop-up is not counted twice. */
    dedupeKey: text('dedupe_key').unique(),
    properties: jsonb('properties').$type<Record<string, string | number | boolean | null>>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('analytics_events_name_idx').on(t.name, t.occurredAt)],
);
