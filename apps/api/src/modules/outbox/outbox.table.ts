import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every e-mail, SMS and WhatsApp message the product sends, and what became of it. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: ['email', 'sms', 'whatsapp'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    template: text('template').notNull(),
    locale: text('locale').notNull(),
    /** stored: kept in the outbox only (no provider configured); sent: the provider accepted it */
    status: text('status', { enum: ['queued', 'sent', 'stored', 'failed'] }).notNull(),
    providerResponse: text('provider_response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_messages_to_idx').on(t.to, t.createdAt)],
);
