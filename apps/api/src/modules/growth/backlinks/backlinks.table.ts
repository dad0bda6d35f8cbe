import type { TBacklinkState } from '@brifa/contracts';
import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { providers } from '../../identity/accounts/providers.table.ts';

/**
 * An agency's badge link (issue 21 item 3): the page it placed the badge on and the checker's last verdict.
 * One per agency; the reward is the ledger's (idempotent key `backlink-reward:{providerId}`), `rewardedAt` a copy.
 */
export const backlinks = pgTable(
  'backlinks',
  {
    providerId: bigint('provider_id', { mode: 'number' })
      .primaryKey()
      .references(() => providers.id, { onDelete: 'cascade' }),
    pageUrl: text('page_url').notNull(),
    state: text('state').$type<TBacklinkState>().notNull(),
    detail: text('detail'),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull(),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('backlinks_next_check_idx').on(t.nextCheckAt)],
);
export type TBacklinkRow = typeof backlinks.$inferSelect;
