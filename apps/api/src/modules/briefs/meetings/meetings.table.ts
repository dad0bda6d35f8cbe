import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../identity/users/users.table.ts';
import { matchedProviders } from '../matching/matching.table.ts';

/**
 * A meeting of one match (issue 20 item 7): a proposal of up to MEETING_MAX_SLOTS start times by one side
 * (the brief's client, or a team user of the matched agency), set when the other side accepts one of them.
 */
export const meetings = pgTable(
  'meetings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    matchId: bigint('match_id', { mode: 'number' })
      .notNull()
      .references(() => matchedProviders.id, { onDelete: 'cascade' }),
    side: text('side', { enum: ['client', 'provider'] }).notNull(),
    proposedByUserId: bigint('proposed_by_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The proposed start times, earliest first. */
    slots: timestamp('slots', { withTimezone: true }).array().notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: ['proposed', 'set', 'cancelled'] }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    minutes: integer('minutes').notNull(),
    acceptedByUserId: bigint('accepted_by_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    cancelledByUserId: bigint('cancelled_by_user_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    setAt: timestamp('set_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The reminder e-mails went out (once per meeting). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** The meeting's end passed and the agency's feedback was moved to "meeting done" (once). */
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    index('meetings_match_idx').on(t.matchId, t.createdAt),
    index('meetings_set_idx').on(t.startsAt).where(sql`${t.status} = 'set'`),
  ],
);

export type TMeetingRow = typeof meetings.$inferSelect;
