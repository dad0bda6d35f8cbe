import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const OUTBOX_CHANNELS = ['email', 'sms', 'whatsapp', 'webhook'] as const;
export type TOutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/**
 * A webhook's body and extra headers (the URL is the row's `to`), or an e-mail's extra headers and attachments
 * (a meeting's calendar invitation).
 */
export type TWebhookPayload = {
  body?: unknown;
  headers?: Record<string, string>;
  attachments?: { filename: string; contentType: string; content: string }[];
};

/**
 * The transactional outbox: every e-mail, SMS, WhatsApp message and webhook the product sends, written in the
 * same transaction as the change that caused it, then delivered by the outbox worker with retries.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull(),
    /** E-mail address, phone number, or the webhook's URL. */
    to: text('to').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    payload: jsonb('payload').$type<TWebhookPayload>(),
    template: text('template').notNull(),
    locale: text('locale').notNull(),
    /**
     * stored: kept in the outbox only (no provider configured for the channel); queued: waiting for the
     * worker (first try or a retry at next_attempt_at); sent: the provider accepted it; dead: gave up;
     * discarded: an operator chose not to retry a dead one (issue 17).
     */
    status: text('status', { enum: ['queued', 'sent', 'stored', 'dead', 'discarded'] }).notNull(),
    /** The same key twice is one message (a retried request, an event seen twice). */
    dedupeKey: text('dedupe_key').unique(),
    attempts: integer('attempts').notNull().default(0),
    /** When the worker may take it next (also the lease of an attempt in progress). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** The agency whose chat channel this webhook is for (its failures are shown to it). */
    providerId: bigint('provider_id', { mode: 'number' }),
    channelId: bigint('channel_id', { mode: 'number' }),
    providerResponse: text('provider_response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_messages_to_idx').on(t.to, t.createdAt),
    index('outbox_messages_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
    index('outbox_messages_channel_idx').on(t.channelId, t.id),
  ],
);
