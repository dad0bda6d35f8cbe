import { bigint, boolean, index, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userType: text('user_type', { enum: ['client', 'provider'] }).notNull(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull().unique(),
    /** E.164, e.g. +905321234567; unique. */
    cellPhone: text('cell_phone').notNull().unique(),
    passwordHash: text('password_hash'),
    isPhoneVerified: boolean('is_phone_verified').notNull().default(false),
    /** tr | en */
    language: text('language').notNull().default('tr'),
    accountStatus: smallint('account_status').notNull().default(1),
    isDemo: boolean('is_demo').notNull().default(false),
    /** Unsubscribed from notice e-mails (codes and other account mail still go out). */
    noticeEmailsOff: boolean('notice_emails_off').notNull().default(false),
    imageSrc: text('image_src'),
    bannerSrc: text('banner_src'),
    /** Set by an operator (issue 17): a suspended client cannot post a brief; the reason is told to them. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    /** A client's accepted terms of use: the version (rules' CLIENT_TERMS_VERSION at the time) and when. */
    termsVersion: text('terms_version'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('users_type_idx').on(t.userType)],
);

/**
 * A login e-mail change waiting for the new address to confirm it (PUT user/name with a new Email). Only the
 * hashes of the confirmation link's token and of the old address's "this wasn't me" link are stored.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    confirmTokenHash: text('confirm_token_hash').notNull().unique(),
    reportTokenHash: text('report_token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    reportExpiresAt: timestamp('report_expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
  },
  (t) => [index('email_changes_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A sign-up waiting for its phone code (POST user/register, provider/register): the account is created only
 * once the code proves the number, so the answer to a sign-up never tells whether the e-mail or phone is known.
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** E.164 */
    cellPhone: text('cell_phone').notNull(),
    kind: text('kind', { enum: ['client', 'provider', 'team_member'] }).notNull(),
    /** The form as sent, without the password. */
    payload: jsonb('payload').notNull(),
    /** Null: a client's sign-up from the brief pop-up, which sets its first password later. */
    passwordHash: text('password_hash'),
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('pending_registrations_phone_idx').on(t.cellPhone, t.createdAt)],
);
