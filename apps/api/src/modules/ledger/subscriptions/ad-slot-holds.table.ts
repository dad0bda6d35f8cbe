import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { providers } from '../../identity/accounts/providers.table.ts';

/**
 * An advertising slot held for a purchase in progress (issue 19: slots are never oversold). Taken at
 * Payment/start under the ad type's advisory lock, counted with the live ads; turned into an `advertisement`
 * subscription when the payment succeeds (and deleted), released when it fails; a hold past `expiresAt` no
 * longer counts and the daily job deletes it (a card's after AD_CARD_HOLD_MINUTES, an unpaid reservation's
 * after UNPAID_AD_REMOVAL_DAYS).
 */
export const adSlotHolds = pgTable(
  'ad_slot_holds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    providerId: bigint('provider_id', { mode: 'number' })
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** The payment line it is held for: `payment:<publicId>:<index>` (the delivery key of the ad it becomes). */
    holdKey: text('hold_key').notNull().unique(),
    /** category_top | agency_of_month | spotlight */
    adType: text('ad_type').notNull(),
    adCategoryId: integer('ad_category_id'),
    /** card: a card payment in progress; unpaid: reserved to be paid otherwise (bank transfer), kept 9 days. */
    method: text('method', { enum: ['card', 'unpaid'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ad_slot_holds_type_idx').on(t.adType, t.expiresAt)],
);
