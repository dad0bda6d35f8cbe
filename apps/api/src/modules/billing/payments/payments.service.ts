import { randomBytes } from 'node:crypto';
import {
  basketItemIds,
  type TBasketItemInput,
  type TBasketItemPage,
  type TBasketLine,
  type TLocale,
  type TPaymentInit,
  type TPaymentInitBody,
  type TPaymentView,
  type TTransactionPage,
  type ZPaymentStartBody,
} from '@brifa/contracts';
import type { z } from 'zod';
import type {
  TPaymentResult,
  TThreeDsCallback,
} from '../../../platform/adapters/payments/payment-provider.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { emit } from '../../../platform/events.ts';
import '../billing.events.ts';
import { findMembership, findUserById } from '../../identity/users/users.service.ts';
import { renewals } from '../../ledger/subscriptions/subscriptions.service.ts';
import { assertCardNotExpired, cardUserKeyOf, keepCard, ownCard } from '../cards/cards.service.ts';
import { couponsErrors } from '../coupons/coupons.errors.ts';
import {
  priceBasketForPayment,
  priceBasket as priceWithCoupons,
  type TBasketPrice,
} from '../coupons/coupons.service.ts';
import { creditNotesOfPayments } from '../invoices/credit-notes.ts';
import { invoicesOfPayments } from '../invoices/invoices.service.ts';
import { BASKET_ITEMS, priceBasket } from './basket-items.ts';
import { handlerOf, onPaymentSucceeded, releaseLines, reserveLines } from './payment-fulfilment.ts';
import { paymentRefOf } from './payment-keys.ts';
import { paymentsErrors } from './payments.errors.ts';
import {
  findByIdempotencyKey,
  findByPublicId,
  insertPayment,
  listPayerPayments,
  lockByPublicId,
  moveState,
  type TPaymentRow,
} from './payments.repo.ts';

type TStartBody = z.output<typeof ZPaymentStartBody>;

class RacedKey extends Error {}

function testMode(deps: Pick<TDeps, 'adapters'>): boolean {
  return deps.adapters.payments.name === 'sandbox';
}

/** Where the browser goes for the bank's 3-D Secure step while the payment waits for it. */
export function threeDsPath(publicId: string): string {
  return `/api/v1/Payment/${publicId}/three-ds`;
}

export function paymentView(deps: Pick<TDeps, 'adapters'>, row: TPaymentRow): TPaymentView {
  return {
    Id: row.publicId,
    State: row.state,
    FailureReason: row.failureReason ?? null,
    Type: row.type,
    Lines: row.basketLines,
    GrossPrice: row.grossPriceKurus,
    PaidPrice: row.paidPriceKurus,
    Installment: row.installment,
    CardLastFour: row.cardLastFour,
    CardAssociation: row.cardAssociation,
    CreatedAt: row.createdAt.toISOString(),
    CompletedAt: row.completedAt?.toISOString() ?? null,
    ThreeDsUrl: row.state === 'waiting_3ds' && row.threeDsHtml ? threeDsPath(row.publicId) : null,
    TestMode: testMode(deps),
  };
}

/**
 * The payer and, for an agency member, the agency paid for. Everything sold is an agency's (top-ups,
 * subscriptions, ads, boosts, debts) but a job post, which a client may pay for too (issue 21).
 */
async function payerOf(deps: TDeps, userId: number, type: TStartBody['Type'] | null) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw paymentsErrors.paymentNotFound();
  const membership = await findMembership(deps.db, userId);
  if (type && type !== 'job' && !membership) throw paymentsErrors.onlyAgencies();
  return { user, provider: membership?.provider ?? null };
}

/** Each line can be bought by this payer now (its kind's `check`); a kind nothing delivers is refused. */
async function checkLines(deps: TDeps, payerUserId: number, providerId: number | null, lines: TBasketLine[]) {
  for (const line of lines) {
    const handler = handlerOf(line.Kind);
    if (!handler) throw paymentsErrors.basketItemUnknown();
    await handler.check?.(deps, { payerUserId, providerId, line });
  }
}

/** Whether a basket takes coupons: everything but a wallet top-up (and a debt, priced by the debt). */
function takesCoupons(lines: readonly TBasketLine[]): boolean {
  return lines.every((line) => line.Kind !== 'wallet_top_up' && line.Kind !== 'debt');
}

function couponInputs(lines: readonly TBasketLine[]) {
  return lines.map((line) => ({
    kind: line.Kind,
    amountKurus: line.UnitPriceKurus * line.Quantity,
    periodMonths: line.PeriodMonths ?? null,
  }));
}

/** The lines with a coupon's discounts applied: TotalKurus is what each line costs after it. */
function discountedLines(lines: TBasketLine[], price: TBasketPrice): TBasketLine[] {
  if (!price.coupon || price.discountKurus === 0) return lines;
  return lines.map((line, i) => {
    const discount = price.lines[i]?.discountKurus ?? 0;
    if (discount === 0) return line;
    return {
      ...line,
      TotalKurus: line.UnitPriceKurus * line.Quantity - discount,
      DiscountKurus: discount,
      CouponName: price.coupon!.name,
    };
  });
}

/**
 * The basket's price shown before paying (issue 19, "the coupons apply here"): a typed coupon or an automatic
 * campaign (at most one, the best) for a basket that takes coupons; a typed coupon that does not apply is
 * refused with its reason. A top-up is never discounted.
 */
async function previewPrice(
  deps: TDeps,
  userId: number,
  lines: TBasketLine[],
  couponName: string | undefined,
): Promise<{
  lines: TBasketLine[];
  subtotalKurus: number;
  discountKurus: number;
  couponName: string | null;
}> {
  const subtotalKurus = lines.reduce((sum, line) => sum + line.TotalKurus, 0);
  if (!takesCoupons(lines)) return { lines, subtotalKurus, discountKurus: 0, couponName: null };
  const price = await priceWithCoupons(deps, {
    userId,
    lines: couponInputs(lines),
    couponName: couponName ?? null,
  });
  if (price.typed && !price.typed.applies) throw couponsErrors.refused(price.typed.reason ?? 'unknown');
  return {
    lines: discountedLines(lines, price),
    subtotalKurus,
    discountKurus: price.discountKurus,
    couponName: price.coupon?.name ?? null,
  };
}

/** The card's instalment table for a price (the single payment always among the options). */
async function installmentTable(deps: TDeps, binNumber: string, grossKurus: number, conversationId: string) {
  const table = await deps.adapters.payments.installments({
    binNumber,
    priceKurus: grossKurus,
    conversationId,
  });
  const options = table.options.some((o) => o.installment === 1)
    ? table.options
    : [{ installment: 1, totalPriceKurus: grossKurus, installmentPriceKurus: grossKurus }, ...table.options];
  return { ...table, options };
}

/** POST Payment/init: the basket priced by the server and, for a card, its instalments with the interest. No charge. */
export async function initPayment(
  deps: TDeps,
  userId: number,
  body: TPaymentInitBody,
): Promise<TPaymentInit> {
  const listed = priceBasket(
    body.BasketItems ?? [],
    undefined,
    await debtAmounts(deps, body.BasketItems ?? []),
  );
  const { provider } = await payerOf(deps, userId, listed.lines[0]!.Kind);
  await checkLines(deps, userId, provider?.id ?? null, listed.lines);
  const preview = await previewPrice(deps, userId, listed.lines, body.CouponName);
  const lines = preview.lines;
  const grossKurus = preview.subtotalKurus - preview.discountKurus;
  const discount = {
    SubtotalKurus: preview.subtotalKurus,
    DiscountKurus: preview.discountKurus,
    CouponName: preview.couponName,
  };
  let binNumber = body.BinNumber;
  if (body.CreditCardId) binNumber = (await ownCard(deps, userId, body.CreditCardId)).binNumber;
  if (!binNumber) {
    return {
      Lines: lines,
      ...discount,
      GrossPrice: grossKurus,
      Currency: 'TRY',
      Card: null,
      Installments: [
        { Installment: 1, TotalPriceKurus: grossKurus, InstallmentPriceKurus: grossKurus, InterestKurus: 0 },
      ],
      TestMode: testMode(deps),
    };
  }
  const table = await installmentTable(deps, binNumber, grossKurus, `init-${userId}`);
  return {
    Lines: lines,
    ...discount,
    GrossPrice: grossKurus,
    Currency: 'TRY',
    Card: {
      BinNumber: table.binNumber,
      BankName: table.bankName,
      Association: table.association,
      Family: table.family,
    },
    Installments: table.options.map((o) => ({
      Installment: o.installment,
      TotalPriceKurus: o.totalPriceKurus,
      InstallmentPriceKurus: o.installmentPriceKurus,
      InterestKurus: o.totalPriceKurus - grossKurus,
    })),
    TestMode: testMode(deps),
  };
}

/** The amounts of the debts a basket's `debt` lines name (issue 19: a debt is priced by itself). */
async function debtAmounts(deps: TDeps, inputs: readonly TBasketItemInput[]): Promise<Map<number, number>> {
  const amounts = new Map<number, number>();
  for (const input of inputs) {
    const id = input.Id === basketItemIds.debt ? input.Options?.DebtId : undefined;
    const debt = id ? await renewals.findDebt(deps.db, id) : undefined;
    if (debt) amounts.set(debt.id, debt.amountKurus);
  }
  return amounts;
}

/** Whether a repeated request (same idempotency key) asks for the same payment as the first. */
function samePayment(row: TPaymentRow, lines: TPaymentRow['basketLines'], body: TStartBody): boolean {
  const key = (l: TPaymentRow['basketLines']) =>
    JSON.stringify(l.map((x) => [x.Id, x.Quantity, x.UnitPriceKurus * x.Quantity]));
  return (
    key(row.basketLines) === key(lines) &&
    row.paidPriceKurus === body.PaidPrice &&
    row.installment === body.Installment &&
    row.type === body.Type
  );
}

/**
 * POST Payment/start: prices the basket on the server (a tampered GrossPrice or PaidPrice is refused), checks the
 * instalment against the card's table, records the payment under the payer's idempotency key (the same key
 * answers the same payment and charges once) and starts the bank's 3-D Secure step (ForceThreeD, the default)
 * or charges at once.
 */
export async function startPayment(
  deps: TDeps,
  input: {
    userId: number;
    body: TStartBody;
    idempotencyKey: string | undefined;
    origin: string;
    ip: string;
    locale: TLocale;
  },
): Promise<TPaymentView> {
  const { body, userId } = input;
  const key = input.idempotencyKey ?? body.IdempotencyKey;
  if (!key) throw paymentsErrors.idempotencyKeyRequired();
  const listed = priceBasket(body.BasketItems, body.Type, await debtAmounts(deps, body.BasketItems));

  const earlier = await findByIdempotencyKey(deps.db, userId, key);
  if (earlier) {
    if (!samePayment(earlier, listed.lines, body)) throw paymentsErrors.idempotencyKeyReused();
    return paymentView(deps, earlier);
  }

  const { user, provider } = await payerOf(deps, userId, body.Type);
  await checkLines(deps, userId, provider?.id ?? null, listed.lines);
  // The coupon or campaign the buyer was shown (redeemed below, with the payment, under the coupon's lock).
  const preview = await previewPrice(deps, userId, listed.lines, body.CouponName);
  let lines = preview.lines;
  const grossKurus = preview.subtotalKurus - preview.discountKurus;
  if (body.GrossPrice !== grossKurus) throw paymentsErrors.priceChanged();
  if (Boolean(body.CreditCardId) === Boolean(body.Card)) throw paymentsErrors.cardRequired();
  const now = deps.clock.now();
  const savedCard = body.CreditCardId ? await ownCard(deps, userId, body.CreditCardId) : null;
  if (body.Card) assertCardNotExpired(body.Card, now, input.locale);
  const binNumber = savedCard ? savedCard.binNumber : body.Card!.Number.slice(0, 6);

  const publicId = randomBytes(16).toString('base64url');
  const table = await installmentTable(deps, binNumber, grossKurus, publicId);
  const option = table.options.find((o) => o.installment === body.Installment);
  if (!option) throw paymentsErrors.installmentUnavailable();
  if (body.PaidPrice !== option.totalPriceKurus) throw paymentsErrors.priceChanged();

  // Limited stock (an ad slot) is held from here, before the payment exists, so a concurrent buyer sees it.
  await reserveLines(deps, { payerUserId: userId, providerId: provider?.id ?? null, publicId, lines, now });
  const insertRow = async (db: TDeps['db']) => {
    if (preview.couponName) {
      // Redeemed with the payment's reference; a coupon used up meanwhile refuses the payment (COUPON_*).
      const redeemed = await priceBasketForPayment(
        { ...deps, db },
        {
          userId,
          lines: couponInputs(listed.lines),
          couponName: body.CouponName ?? null,
          paymentRef: paymentRefOf(publicId),
        },
      );
      if (redeemed.totalKurus !== grossKurus) throw paymentsErrors.priceChanged();
      lines = discountedLines(listed.lines, redeemed);
    }
    return insertPayment(db, {
      publicId,
      payerUserId: userId,
      providerId: provider?.id ?? null,
      idempotencyKey: key,
      type: body.Type,
      state: 'started',
      basketLines: lines,
      grossPriceKurus: grossKurus,
      paidPriceKurus: option.totalPriceKurus,
      installment: body.Installment,
      forceThreeD: body.ForceThreeD,
      providerName: deps.adapters.payments.name,
      creditCardId: savedCard?.id ?? null,
      cardLastFour: savedCard ? savedCard.lastFour : body.Card!.Number.slice(-4),
      cardBin: binNumber,
      cardAssociation: savedCard?.association ?? table.association,
      cardFamily: savedCard?.family ?? table.family,
      saveCard: Boolean(body.Card && body.SaveCard),
      cardHolderName: body.Card && body.SaveCard ? body.Card.HolderName : null,
      cardExpireMonth: body.Card && body.SaveCard ? body.Card.ExpireMonth : null,
      cardExpireYear: body.Card && body.SaveCard ? body.Card.ExpireYear : null,
      createdAt: now,
      updatedAt: now,
    });
  };
  const row = preview.couponName
    ? await deps.db
        .transaction(async (tx) => {
          const inserted = await insertRow(tx);
          // The same key raced in: nothing of this request is kept (its coupon use neither).
          if (!inserted) throw new RacedKey();
          return inserted;
        })
        .catch((error: unknown) => {
          if (error instanceof RacedKey) return undefined;
          throw error;
        })
    : await insertRow(deps.db);
  if (!row) {
    // The same key raced in: the first request's payment is the answer.
    await releaseLines(deps, publicId, lines);
    const first = await findByIdempotencyKey(deps.db, userId, key);
    if (!first || !samePayment(first, listed.lines, body)) throw paymentsErrors.idempotencyKeyReused();
    return paymentView(deps, first);
  }

  const cardUserKey = body.Card && body.SaveCard ? await cardUserKeyOf(deps, userId) : undefined;
  const request = {
    conversationId: publicId,
    priceKurus: grossKurus,
    paidPriceKurus: option.totalPriceKurus,
    installment: body.Installment,
    currency: 'TRY' as const,
    card: savedCard
      ? {
          kind: 'stored' as const,
          ref: { cardUserKey: savedCard.cardUserKey, cardToken: savedCard.cardToken },
        }
      : {
          kind: 'new' as const,
          save: body.SaveCard,
          ...(cardUserKey ? { cardUserKey } : {}),
          card: {
            holderName: body.Card!.HolderName,
            number: body.Card!.Number,
            expireMonth: String(body.Card!.ExpireMonth).padStart(2, '0'),
            expireYear: String(body.Card!.ExpireYear),
            cvc: body.Card!.Cvc,
          },
        },
    buyer: {
      id: String(user.id),
      name: user.name,
      surname: user.surname,
      email: user.email,
      phone: user.cellPhone,
      // The provider asks for an identity number; billing details (TCKN/VKN) arrive with the invoices' part.
      identityNumber: '11111111111',
      city: 'Istanbul',
      country: 'Turkey',
      address: provider?.address ?? 'Türkiye',
      ip: input.ip,
    },
    basket: lines.map((l) => ({ id: l.Id, name: l.Name.tr, category: l.Kind, priceKurus: l.TotalKurus })),
    callbackUrl: `${input.origin}/api/v1/Payment/callback/${publicId}`,
  };

  if (body.ForceThreeD) {
    const started = await deps.adapters.payments.startThreeDs(request);
    const moved =
      started.status === 'started'
        ? await moveState(deps.db, row.id, 'started', {
            state: 'waiting_3ds',
            providerPaymentId: started.providerPaymentId ?? null,
            threeDsHtml: started.html,
            updatedAt: deps.clock.now(),
          })
        : await moveState(deps.db, row.id, 'started', failedChanges(started, deps.clock.now()));
    if (started.status !== 'started') await releaseLines(deps, publicId, lines);
    return paymentView(deps, moved ?? (await findByPublicId(deps.db, publicId))!);
  }
  const result = await deps.adapters.payments.pay(request);
  return paymentView(deps, await settle(deps, publicId, 'started', result));
}

function failedChanges(
  result: Extract<TPaymentResult, { status: 'failure' }>,
  now: Date,
): Partial<TPaymentRow> {
  return {
    state: 'failed',
    failureReason: result.reason,
    providerErrorCode: result.errorCode.slice(0, 100),
    providerErrorMessage: result.errorMessage.slice(0, 500),
    threeDsHtml: null,
    updatedAt: now,
    completedAt: now,
  };
}

/**
 * Records the provider's answer once: under the payment's row lock, only from the state expected; a success
 * moves the state and delivers (ledger credit, saved card) in one transaction.
 */
async function settle(
  deps: TDeps,
  publicId: string,
  from: 'started' | 'waiting_3ds',
  result: TPaymentResult,
): Promise<TPaymentRow> {
  return deps.db.transaction(async (tx) => {
    const row = await lockByPublicId(tx, publicId);
    if (!row) throw paymentsErrors.paymentNotFound();
    if (row.state !== from) return row;
    return applyResult({ ...deps, db: tx }, row, result);
  });
}

async function applyResult(deps: TDeps, row: TPaymentRow, result: TPaymentResult): Promise<TPaymentRow> {
  const now = deps.clock.now();
  if (result.status === 'failure') {
    const failed = await moveState(deps.db, row.id, row.state, failedChanges(result, now));
    if (failed) await releaseLines(deps, failed.publicId, failed.basketLines);
    if (failed) await tellSettled(deps, failed, false);
    return failed ?? row;
  }
  let creditCardId = row.creditCardId;
  if (row.saveCard && result.savedCard && row.cardHolderName && row.cardExpireMonth && row.cardExpireYear) {
    const saved = await keepCard(deps, {
      userId: row.payerUserId,
      providerName: row.providerName,
      cardUserKey: result.savedCard.cardUserKey,
      cardToken: result.savedCard.cardToken,
      lastFour: result.savedCard.lastFour,
      binNumber: result.savedCard.binNumber,
      association: result.savedCard.association,
      family: result.savedCard.family,
      bankName: result.savedCard.bankName,
      holderName: row.cardHolderName,
      expireMonth: row.cardExpireMonth,
      expireYear: row.cardExpireYear,
      createdAt: now,
    });
    creditCardId = saved?.id ?? creditCardId;
  }
  const moved = await moveState(deps.db, row.id, row.state, {
    state: 'succeeded',
    failureReason: null,
    providerPaymentId: result.providerPaymentId,
    cardLastFour: result.lastFour,
    cardBin: result.binNumber,
    cardAssociation: result.association,
    cardFamily: result.family,
    creditCardId,
    threeDsHtml: null,
    updatedAt: now,
    completedAt: now,
  });
  if (!moved) return row;
  await onPaymentSucceeded(deps, moved);
  await tellSettled(deps, moved, true);
  return moved;
}

function tellSettled(deps: TDeps, payment: TPaymentRow, succeeded: boolean) {
  return emit(deps, 'billing.payment_settled', {
    payment: {
      publicId: payment.publicId,
      payerUserId: payment.payerUserId,
      providerId: payment.providerId,
      paidPriceKurus: payment.paidPriceKurus,
    },
    succeeded,
  });
}

/**
 * The bank's 3-D Secure return (a form POST from the payer's browser): the provider, not the posted fields,
 * decides. Fields that do not name this payment's bank session (a forged post) change nothing; a replay finds
 * the payment already settled and changes nothing. Answers the payment's public id for the result page.
 */
export async function handleThreeDsCallback(
  deps: TDeps,
  publicId: string,
  fields: Partial<TThreeDsCallback>,
): Promise<void> {
  const payment = await findByPublicId(deps.db, publicId);
  if (!payment || payment.state !== 'waiting_3ds') return;
  if (fields.conversationId !== payment.publicId || !payment.providerPaymentId) return;
  if (fields.paymentId !== payment.providerPaymentId) return;
  await deps.db.transaction(async (tx) => {
    const row = await lockByPublicId(tx, publicId);
    if (!row || row.state !== 'waiting_3ds') return;
    const result = await deps.adapters.payments.completeThreeDs({
      conversationId: row.publicId,
      providerPaymentId: row.providerPaymentId!,
      ...(fields.conversationData ? { conversationData: fields.conversationData } : {}),
    });
    await applyResult({ ...deps, db: tx }, row, result);
  });
}

/** The bank's 3-D page for a payment waiting for it (null otherwise). */
export async function threeDsPage(deps: TDeps, publicId: string): Promise<string | null> {
  const payment = await findByPublicId(deps.db, publicId);
  return payment?.state === 'waiting_3ds' ? payment.threeDsHtml : null;
}

/** GET Payment/{id}: the payer's own payment, for the result page. */
export async function getPayment(deps: TDeps, userId: number, publicId: string): Promise<TPaymentView> {
  const payment = await findByPublicId(deps.db, publicId);
  if (!payment || payment.payerUserId !== userId) throw paymentsErrors.paymentNotFound();
  return paymentView(deps, payment);
}

/** GET BasketItem/page: what can be bought (PageSize 100). */
export function listBasketItems(query: { PageIndex: number; PageSize: number }): TBasketItemPage {
  const start = query.PageIndex * query.PageSize;
  return {
    Items: BASKET_ITEMS.slice(start, start + query.PageSize),
    TotalCount: BASKET_ITEMS.length,
    PageIndex: query.PageIndex,
    PageSize: query.PageSize,
  };
}

/** GET Transaction/page: the payer's payments, newest first, 20 a page. */
export async function listTransactions(
  deps: TDeps,
  userId: number,
  query: { PageIndex: number; PageSize: number },
): Promise<TTransactionPage> {
  const { rows, totalCount } = await listPayerPayments(deps.db, userId, {
    offset: query.PageIndex * query.PageSize,
    limit: query.PageSize,
  });
  const invoices = await invoicesOfPayments(
    deps.db,
    rows.map((row) => paymentRefOf(row.publicId)),
  );
  const creditNotes = await creditNotesOfPayments(deps.db, invoices);
  return {
    Items: rows.map((row) => ({
      Id: row.publicId,
      CreatedAt: row.createdAt.toISOString(),
      Type: row.type,
      Lines: row.basketLines,
      PaidPrice: row.paidPriceKurus,
      GrossPrice: row.grossPriceKurus,
      Installment: row.installment,
      CardLastFour: row.cardLastFour,
      CardAssociation: row.cardAssociation,
      State: row.state,
      FailureReason: row.failureReason ?? null,
      InvoiceId: invoices.get(paymentRefOf(row.publicId))?.id ?? null,
      CreditNoteId: creditNotes.get(paymentRefOf(row.publicId))?.id ?? null,
    })),
    TotalCount: totalCount,
    PageIndex: query.PageIndex,
    PageSize: query.PageSize,
  };
}

/** What other modules may use: the refund of a card payment (issue 19's money-back guarantee, the console). */
export { getPaymentForOps, refundPayment, type TPaymentRefund } from './payment-refund.ts';
