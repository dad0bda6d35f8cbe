import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { providers } from '../../identity/accounts/providers.table.ts';
import { users } from '../../identity/users/users.table.ts';

/**
 * An agency's request for a service beyond the packages (issue 19 item 8, POST Subscription/custom-service):
 * what it needs and how it wants to be contacted. An operator queue item (`custom_service`) follows it up by
 * `answerBy` (the queue's SLA, told to the agency).
 */
export const customServiceRequests = pgTable(
  'custom_service_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    providerId: bigint('provider_id', { mode: 'number' })
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    need: text('need').notNull(),
    /** email | phone | whatsapp */
    contactPreference: text('contact_preference').notNull(),
    answerBy: timestamp('answer_by', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('custom_service_requests_provider_idx').on(t.providerId, t.createdAt)],
);
