import { randomBytes } from 'node:crypto';
import type { TBasketLine, TPaymentFailureReasonCode, TPurchasableItemKind } from '@brifa/contracts';
import type { TDeps } from '../../../platform/deps.ts';
import { findMembership, findUserById } from '../../identity/users/users.service.ts';
import { findCardById } from '../cards/cards.repo.ts';
import { onPaymentSucceeded } from '../payments/payment-fulfilment.ts';
import {
  findByIdempotencyKey,
  insertPayment,
  lockByPublicId,
  moveState,
  type TPaymentRow,
} from '../payments/payments.repo.ts';

/**
 * Charges a saved card without 3-D Secure (issue 19: the renewal job): a payments row like Payment/start's
 * (ForceThreeD false, single instalment), the provider's `pay` with the stored card, then, on success, the
 * payment's delivery (its lines' handlers, the invoice and its receipt) in the transaction that marks it
 * succeeded. The idempotency key is the caller's: the same key charges once and answers the first outcome.
 * No `payment_settled` notice: the caller tells the agency what the charge meant (renewed, debt, stopped).
 */
export type TSavedCardCharge =
  | { status: 'succeeded'; payment: TPaymentRow }
  | { status: 'failed'; payment: TPaymentRow | null; reason: TPaymentFailureReasonCode }
  /** A payment under this key is still in flight (the nightly reconciliation settles it). */
  | { status: 'pending'; payment: TPaymentRow };

export async function chargeSavedCard(
  deps: TDeps,
  input: {
    cardId: number;
    providerId: number;
    type: TPurchasableItemKind;
    line: TBasketLine;
    idempotencyKey: string;
  },
): Promise<TSavedCardCharge> {
  const card = await findCardById(deps.db, input.cardId);
  if (!card || card.providerName !== deps.adapters.payments.name)
    return { status: 'failed', payment: null, reason: 'card_invalid' };
  const earlier = await findByIdempotencyKey(deps.db, card.userId, input.idempotencyKey);
  if (earlier) return outcomeOf(earlier);

  const user = await findUserById(deps.db, card.userId);
  const membership = await findMembership(deps.db, card.userId);
  if (!user || membership?.provider.id !== input.providerId)
    return { status: 'failed', payment: null, reason: 'card_invalid' };
  const now = deps.clock.now();
  const publicId = randomBytes(16).toString('base64url');
  const amount = input.line.TotalKurus;
  const row = await insertPayment(deps.db, {
    publicId,
    payerUserId: card.userId,
    providerId: input.providerId,
    idempotencyKey: input.idempotencyKey,
    type: input.type,
    state: 'started',
    basketLines: [input.line],
    grossPriceKurus: amount,
    paidPriceKurus: amount,
    installment: 1,
    forceThreeD: false,
    providerName: deps.adapters.payments.name,
    creditCardId: card.id,
    cardLastFour: card.lastFour,
    cardBin: card.binNumber,
    cardAssociation: card.association,
    cardFamily: card.family,
    saveCard: false,
    createdAt: now,
    updatedAt: now,
  });
  if (!row) {
    const first = await findByIdempotencyKey(deps.db, card.userId, input.idempotencyKey);
    return first ? outcomeOf(first) : { status: 'failed', payment: null, reason: 'unexpected' };
  }

  let result: Awaited<ReturnType<typeof deps.adapters.payments.pay>>;
  try {
    result = await deps.adapters.payments.pay({
      conversationId: publicId,
      priceKurus: amount,
      paidPriceKurus: amount,
      installment: 1,
      currency: 'TRY',
      card: { kind: 'stored', ref: { cardUserKey: card.cardUserKey, cardToken: card.cardToken } },
      buyer: {
        id: String(user.id),
        name: user.name,
        surname: user.surname,
        email: user.email,
        phone: user.cellPhone,
        identityNumber: '11111111111',
        city: 'Istanbul',
        country: 'Turkey',
        address: membership.provider.address ?? 'Türkiye',
        ip: '127.0.0.1',
      },
      basket: [
        { id: input.line.Id, name: input.line.Name.tr, category: input.line.Kind, priceKurus: amount },
      ],
      callbackUrl: '',
    });
  } catch {
    // The bank did not answer: the payment stays `started` for the reconciliation; nothing is delivered.
    return { status: 'pending', payment: row };
  }

  const settled = await deps.db.transaction(async (tx) => {
    const locked = await lockByPublicId(tx, publicId);
    if (!locked || locked.state !== 'started') return locked;
    const at = deps.clock.now();
    if (result.status === 'failure') {
      return moveState(tx, locked.id, 'started', {
        state: 'failed',
        failureReason: result.reason,
        providerErrorCode: result.errorCode.slice(0, 100),
        providerErrorMessage: result.errorMessage.slice(0, 500),
        updatedAt: at,
        completedAt: at,
      });
    }
    const moved = await moveState(tx, locked.id, 'started', {
      state: 'succeeded',
      providerPaymentId: result.providerPaymentId,
      cardLastFour: result.lastFour,
      cardBin: result.binNumber,
      cardAssociation: result.association,
      cardFamily: result.family,
      updatedAt: at,
      completedAt: at,
    });
    if (moved) await onPaymentSucceeded({ ...deps, db: tx }, moved);
    return moved;
  });
  return settled ? outcomeOf(settled) : { status: 'pending', payment: row };
}

function outcomeOf(row: TPaymentRow): TSavedCardCharge {
  if (row.state === 'succeeded') return { status: 'succeeded', payment: row };
  if (row.state === 'failed' || row.state === 'refunded')
    return { status: 'failed', payment: row, reason: row.failureReason ?? 'unexpected' };
  return { status: 'pending', payment: row };
}
