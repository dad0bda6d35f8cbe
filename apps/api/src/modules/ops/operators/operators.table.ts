import { OPERATOR_ROLES } from '@brifa/contracts';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The platform's own staff (issue 17). Never users: no row of `users`, never shown to clients or agencies.
 * Operators are disabled, never deleted, so the audit log always names who acted.
 */
export const operators = pgTable(
  'operators',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Lower case. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: OPERATOR_ROLES }).notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Base32 TOTP secret; set at the first sign-in, confirmed (totp_enrolled_at) by the first good code. */
    totpSecret: text('totp_secret'),
    totpEnrolledAt: timestamp('totp_enrolled_at', { withTimezone: true }),
    /** The time step of the last accepted code: a code is good once (no replay within its 30 s). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('operators_email_idx').on(t.email)],
);

/**
 * A sign-in in progress or done. `challenge`: the password was right, the second factor (or the enrolment)
 * is awaited for OPS_CHALLENGE_MINUTES; `live`: a full ops session for OPS_SESSION_HOURS. Revoked on
 * sign-out, on a role change and on a disable.
 */
export const opsSessions = pgTable(
  'ops_sessions',
  {
    id: text('id').primaryKey(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    stage: text('stage', { enum: ['challenge', 'live'] }).notNull(),
    /** Wrong second-factor codes against this challenge. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('ops_sessions_operator_idx').on(t.operatorId).where(sql`${t.revokedAt} is null`)],
);

/** One-time recovery codes (OPS_RECOVERY_CODE_COUNT at enrolment), stored as keyed hashes. */
export const opsRecoveryCodes = pgTable(
  'ops_recovery_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('ops_recovery_codes_operator_idx').on(t.operatorId)],
);

export type TOperatorRow = typeof operators.$inferSelect;
export type TOpsSessionRow = typeof opsSessions.$inferSelect;
