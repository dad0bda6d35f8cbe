import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { providers } from '../accounts/providers.table.ts';
import { users } from '../users/users.table.ts';

/** An invitation from an agency owner to a team member; the link carries `key`. */
export const teamInvites = pgTable(
  'team_invites',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull().unique(),
    providerId: bigint('provider_id', { mode: 'number' })
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    invitedByUserId: bigint('invited_by_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    email: text('email').notNull(),
    cellPhone: text('cell_phone').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedUserId: bigint('accepted_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('team_invites_provider_idx').on(t.providerId)],
);
