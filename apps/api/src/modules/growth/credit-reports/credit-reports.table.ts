import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../identity/users/users.table.ts';

/**
 * A credit report asked for (issue 21 item 2). The identity number and the birth date are stored encrypted
 * (AES-256-GCM, `identity-crypto.ts`); only the masked number is kept in clear. Pending until the bureau answers.
 */
export const creditReports = pgTable(
  'credit_reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** base64 of iv | tag | ciphertext */
    identityNumberEncrypted: text('identity_number_encrypted').notNull(),
    identityNumberMasked: text('identity_number_masked').notNull(),
    birthDateEncrypted: text('birth_date_encrypted').notNull(),
    /** E.164, the account's verified number */
    phone: text('phone').notNull(),
    /** pending | ready */
    status: text('status').$type<'pending' | 'ready'>().notNull().default('pending'),
    score: integer('score'),
    attempts: integer('attempts').notNull().default(0),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    answerBy: timestamp('answer_by', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** When the operators were asked to chase the bureau (once). */
    lateNotedAt: timestamp('late_noted_at', { withTimezone: true }),
  },
  (t) => [
    index('credit_reports_user_idx').on(t.userId),
    index('credit_reports_pending_idx').on(t.status, t.answerBy),
  ],
);
export type TCreditReportRow = typeof creditReports.$inferSelect;
