import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { matchedProviders } from '../briefs/matching/matching.table.ts';
import { offers } from '../briefs/offers/offers.table.ts';
import { providers } from '../identity/accounts/providers.table.ts';
import { users } from '../identity/users/users.table.ts';

/**
 * A conversation (the spec's Message): one per matched agency of a brief, between the brief's client and
 * every team user of the agency. Opened by either side once the agency has access to the brief.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    matchId: bigint('match_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => matchedProviders.id, { onDelete: 'cascade' }),
    offerId: bigint('offer_id', { mode: 'number' })
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    providerId: bigint('provider_id', { mode: 'number' })
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    clientUserId: bigint('client_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastDetailId: bigint('last_detail_id', { mode: 'number' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    lastMessagePreview: text('last_message_preview'),
  },
  (t) => [
    index('conversations_client_idx').on(t.clientUserId, t.lastMessageAt),
    index('conversations_provider_idx').on(t.providerId, t.lastMessageAt),
  ],
);

/** One message of a conversation (the spec's MessageDetail): text, a file, or both. */
export const messageDetails = pgTable(
  'message_details',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderUserId: bigint('sender_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    side: text('side', { enum: ['client', 'provider'] }).notNull(),
    text: text('text').notNull(),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileType: text('file_type'),
    fileBytes: integer('file_bytes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('message_details_conversation_idx').on(t.conversationId, t.id),
    index('message_details_sender_idx').on(t.senderUserId, t.createdAt),
  ],
);

/** How far each person has read a conversation (every team user of the agency reads for themselves). */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    side: text('side', { enum: ['client', 'provider'] }).notNull(),
    lastReadDetailId: bigint('last_read_detail_id', { mode: 'number' }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_reads_user_idx').on(t.userId),
  ],
);
