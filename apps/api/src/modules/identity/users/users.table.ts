import { bigint, boolean, index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('users_type_idx').on(t.userType)],
);
