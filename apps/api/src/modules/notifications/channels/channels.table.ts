import type { TChannelPlatform } from '@brifa/contracts';
import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { providers } from '../../identity/accounts/providers.table.ts';

/** An agency's chat channel (Discord, Telegram, Slack, Teams webhook) for new opportunities and messages. */
export const notificationChannels = pgTable(
  'notification_channels',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    providerId: bigint('provider_id', { mode: 'number' })
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    platform: text('platform').$type<TChannelPlatform>().notNull(),
    url: text('url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('notification_channels_provider_idx').on(t.providerId)],
);
