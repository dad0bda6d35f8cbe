import {
  CARD_EXPIRY_WARNING_DAYS,
  expiryValid,
  fieldMessage,
  type TCreditCard,
  type TCreditCardList,
  type TLocale,
  type ZNewCard,
} from '@brifa/contracts';
import type { z } from 'zod';
import { commonErrors } from '../../../platform/common.errors.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { findMembership } from '../../identity/users/users.service.ts';
import { hasActiveSubscription } from '../../ledger/subscriptions/subscriptions.service.ts';
import { paymentsErrors } from '../payments/payments.errors.ts';
import { deleteCardRow, findCard, insertCard, listCards, type TCreditCardRow } from './cards.repo.ts';
import type { creditCards } from './cards.table.ts';

export type TNewCardFields = z.output<typeof ZNewCard>;

/** The first moment after the card's expiry month (a card is good to the end of its month). */
function expiresAt(row: { expireMonth: number; expireYear: number }): Date {
  return new Date(Date.UTC(row.expireYear, row.expireMonth, 1));
}

export function cardView(row: TCreditCardRow, now: Date): TCreditCard {
  const left = expiresAt(row).getTime() - now.getTime();
  return {
    Id: row.id,
    LastFour: row.lastFour,
    BinNumber: row.binNumber,
    Association: row.association,
    Family: row.family,
    BankName: row.bankName,
    HolderName: row.holderName,
    ExpireMonth: row.expireMonth,
    ExpireYear: row.expireYear,
    ExpiresSoon: left <= CARD_EXPIRY_WARNING_DAYS * 24 * 60 * 60_000,
    CreatedAt: row.createdAt.toISOString(),
  };
}

/** A new card's expiry against today: the field message rules.md §8 names for the expiry. */
export function assertCardNotExpired(card: TNewCardFields, now: Date, locale: TLocale, prefix = 'Card') {
  if (!expiryValid(card.ExpireMonth, card.ExpireYear, now)) {
    throw commonErrors.fieldsInvalid({ [`${prefix}.ExpireYear`]: fieldMessage('cardExpiry', locale) });
  }
}

/** GET CreditCard: the caller's saved cards, oldest first, a card expiring within 30 days flagged. */
export async function listCreditCards(deps: TDeps, userId: number): Promise<TCreditCardList> {
  const now = deps.clock.now();
  const rows = await listCards(deps.db, userId);
  return {
    Items: rows.filter((r) => r.providerName === deps.adapters.payments.name).map((r) => cardView(r, now)),
    TestMode: deps.adapters.payments.name === 'sandbox',
  };
}

/** The card user key the provider gave this user before (one per user and provider), if any. */
export async function cardUserKeyOf(deps: TDeps, userId: number): Promise<string | undefined> {
  const rows = await listCards(deps.db, userId);
  return rows.find((r) => r.providerName === deps.adapters.payments.name)?.cardUserKey;
}

/** A saved card of the caller, for a payment (CREDIT_CARD_NOT_FOUND when it is not theirs). */
export async function ownCard(deps: TDeps, userId: number, id: number): Promise<TCreditCardRow> {
  const row = await findCard(deps.db, userId, id);
  if (!row || row.providerName !== deps.adapters.payments.name) throw paymentsErrors.cardNotFound();
  return row;
}

/** Keeps a card the provider stored (after POST CreditCard or a payment with SaveCard). */
export async function keepCard(deps: Pick<TDeps, 'db'>, input: Omit<typeof creditCards.$inferInsert, 'id'>) {
  return insertCard(deps.db, input);
}

/** POST CreditCard: the provider stores the card; we keep its tokens and what a receipt prints. */
export async function addCreditCard(
  deps: TDeps,
  userId: number,
  card: TNewCardFields,
  locale: TLocale,
): Promise<TCreditCard> {
  const now = deps.clock.now();
  assertCardNotExpired(card, now, locale);
  const user = await findMembership(deps.db, userId);
  const cardUserKey = await cardUserKeyOf(deps, userId);
  const stored = await deps.adapters.payments.storeCard({
    email: user?.provider.contactEmail ?? `user-${userId}@brifa.invalid`,
    externalId: String(userId),
    ...(cardUserKey ? { cardUserKey } : {}),
    card: {
      holderName: card.HolderName,
      number: card.Number,
      expireMonth: String(card.ExpireMonth).padStart(2, '0'),
      expireYear: String(card.ExpireYear),
      cvc: card.Cvc,
    },
    conversationId: `card-${userId}-${now.getTime()}`,
  });
  if ('status' in stored) throw paymentsErrors.refused(stored.reason);
  const row = await insertCard(deps.db, {
    userId,
    providerName: deps.adapters.payments.name,
    cardUserKey: stored.cardUserKey,
    cardToken: stored.cardToken,
    lastFour: stored.lastFour,
    binNumber: stored.binNumber,
    association: stored.association,
    family: stored.family,
    bankName: stored.bankName,
    holderName: card.HolderName,
    expireMonth: card.ExpireMonth,
    expireYear: card.ExpireYear,
    createdAt: now,
  });
  return cardView(row!, now);
}

/**
 * DELETE CreditCard/{id}: own cards only; the last one stays while the caller's agency has an active
 * subscription (rules.md §5), so that the renewal has a card to charge.
 */
export async function deleteCreditCard(deps: TDeps, userId: number, id: number): Promise<{ Id: number }> {
  const card = await findCard(deps.db, userId, id);
  if (!card) throw paymentsErrors.cardNotFound();
  const cards = (await listCards(deps.db, userId)).filter((r) => r.providerName === card.providerName);
  if (cards.length <= 1) {
    const membership = await findMembership(deps.db, userId);
    if (membership && (await hasActiveSubscription(deps.db, membership.provider.id, deps.clock.now())))
      throw paymentsErrors.lastCardWithSubscription();
  }
  await deleteCardRow(deps.db, userId, id);
  if (card.providerName === deps.adapters.payments.name) {
    await deps.adapters.payments.deleteCard({
      cardUserKey: card.cardUserKey,
      cardToken: card.cardToken,
      conversationId: `card-delete-${id}`,
    });
  }
  return { Id: id };
}
