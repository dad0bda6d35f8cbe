import { bigint, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from '../../identity/users/users.table.ts';

/**
 * A user's saved cards (issue 18): the provider's tokens (card user key + card token) and what is printed on a
 * receipt. Never the card number or the CVC: the provider keeps the card, we keep a reference to it.
 */
export const creditCards = pgTable(
  'credit_cards',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sandbox | iyzico: tokens are only good at the provider that issued them. */
    providerName: text('provider_name').notNull(),
    cardUserKey: text('card_user_key').notNull(),
    cardToken: text('card_token').notNull(),
    lastFour: text('last_four').notNull(),
    binNumber: text('bin_number').notNull(),
    /** VISA | MASTER_CARD | AMERICAN_EXPRESS | TROY */
    association: text('association').notNull(),
    family: text('family').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    holderName: text('holder_name').notNull(),
    expireMonth: integer('expire_month').notNull(),
    expireYear: integer('expire_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('credit_cards_user_idx').on(t.userId),
    unique('credit_cards_token_unique').on(t.providerName, t.cardToken),
  ],
);
