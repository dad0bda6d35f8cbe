import Iyzipay from 'iyzipay';
import { kurusToLira, liraToKurus } from './iyzico-amounts.ts';
import { failureReason, type TIyzicoErrorStep } from './iyzico-errors.ts';
import type {
  TInstallmentOption,
  TInstallmentTable,
  TPaymentFailure,
  TPaymentProvider,
  TPaymentRequest,
  TPaymentResult,
  TProviderPaymentRecord,
  TStoredCard,
} from './payment-provider.ts';

/**
 * The card payment provider on iyzico, through the official `iyzipay` package (issue 18). Kuruş in, kuruş out;
 * card numbers and CVCs go to iyzico and nowhere else (nothing here logs a request).
 *
 * The package takes no timeout or AbortSignal, so every call races a timer: after `timeoutMs` the adapter stops
 * waiting (the socket is left to the package). A call that moved money and went unanswered is looked up once
 * (payment.retrieve); unless that finds it succeeded or failed, `IyzicoUnavailableError` says "outcome unknown" so the payment
 * stays pending for reconciliation instead of being reported failed while the card may have been charged.
 */
export type TIyzicoProviderOptions = {
  apiKey: string;
  secretKey: string;
  /** https://sandbox-api.iyzipay.com, https://api.iyzipay.com, or a local fake in tests */
  baseUrl: string;
  /** ms before a call counts as unanswered; default 30 s */
  timeoutMs?: number;
  /** Rows per page of iyzico's day report are iyzico's choice; this caps the pages read (default 100) */
  maxReportPages?: number;
};

/** iyzico did not answer (timeout, connection refused) or answered something that is not JSON. */
export class IyzicoUnavailableError extends Error {
  constructor(
    readonly operation: string,
    override readonly cause: unknown,
  ) {
    super(`iyzico did not answer ${operation}: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'IyzicoUnavailableError';
  }
}

/** iyzico answered, but refused a call that has no failure value in the interface (instalments, card delete). */
export class IyzicoRefusedError extends Error {
  constructor(
    readonly operation: string,
    readonly errorCode: string,
    errorMessage: string,
  ) {
    super(`iyzico refused ${operation}: ${errorCode} ${errorMessage}`);
    this.name = 'IyzicoRefusedError';
  }
}

/** Brifa speaks Turkish first; iyzico's texts are kept for support only and never shown to users. */
const LOCALE = 'tr';

type TAnswer = {
  status?: string;
  errorCode?: string | number;
  errorMessage?: string;
  errorGroup?: string;
  [key: string]: unknown;
};

type TCallback = (error: unknown, result: TAnswer) => void;
type TResource = {
  create?: (params: object, cb: TCallback) => void;
  retrieve?: (params: object, cb: TCallback) => void;
  delete?: (params: object, cb: TCallback) => void;
};

/** The resources this adapter uses (the package builds one per file in lib/resources). */
type TClient = Record<
  | 'installmentInfo'
  | 'threedsInitialize'
  | 'threedsPayment'
  | 'payment'
  | 'card'
  | 'cardList'
  | 'cancel'
  | 'refundV2'
  | 'reportingTransactions',
  TResource
>;

type TPaymentAnswer = TAnswer & {
  paymentId?: string;
  price?: number | string;
  paidPrice?: number | string;
  installment?: number | string;
  paymentStatus?: string;
  binNumber?: string;
  lastFourDigits?: string;
  cardAssociation?: string;
  cardFamily?: string;
  cardUserKey?: string;
  cardToken?: string;
  mdStatus?: string | number;
};

export function createIyzicoProvider(options: TIyzicoProviderOptions): TPaymentProvider {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxReportPages = options.maxReportPages ?? 100;
  const client = new Iyzipay({
    apiKey: options.apiKey,
    secretKey: options.secretKey,
    uri: options.baseUrl,
  }) as unknown as TClient;

  /** One call, as a promise that settles within timeoutMs. */
  function call(
    resource: keyof TClient,
    method: 'create' | 'retrieve' | 'delete',
    params: object,
  ): Promise<TAnswer> {
    const operation = `${resource}.${method}`;
    const fn = client[resource][method];
    if (!fn) return Promise.reject(new Error(`iyzipay has no ${operation}`));
    return new Promise<TAnswer>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new IyzicoUnavailableError(operation, new Error(`no answer in ${timeoutMs} ms`))),
        timeoutMs,
      );
      try {
        fn.call(client[resource], { locale: LOCALE, ...params }, (error, result) => {
          clearTimeout(timer);
          if (error) reject(new IyzicoUnavailableError(operation, error));
          else if (!result || typeof result !== 'object')
            reject(new IyzicoUnavailableError(operation, new Error('the answer is not JSON')));
          else resolve(result);
        });
      } catch (error) {
        clearTimeout(timer);
        reject(new IyzicoUnavailableError(operation, error));
      }
    });
  }

  function failure(answer: TAnswer, step: TIyzicoErrorStep): TPaymentFailure {
    return {
      status: 'failure',
      reason: failureReason(answer, step),
      errorCode: answer.errorCode === undefined ? '' : String(answer.errorCode),
      errorMessage: answer.errorMessage ?? '',
    };
  }

  function unanswered(error: unknown): TPaymentFailure {
    return {
      status: 'failure',
      reason: 'unexpected',
      errorCode: 'UNAVAILABLE',
      errorMessage: error instanceof Error ? error.message : String(error),
    };
  }

  /** The payment request in iyzico's shape (the package formats the decimal strings once more: "1000.10" -> "1000.1"). */
  function paymentBody(request: TPaymentRequest) {
    const basketTotal = request.basket.reduce((sum, line) => sum + line.priceKurus, 0);
    if (basketTotal !== request.priceKurus)
      throw new Error(`basket lines add up to ${basketTotal} kuruş, the price is ${request.priceKurus}`);
    if (request.paidPriceKurus < request.priceKurus)
      throw new Error('the paid price (price plus instalment interest) cannot be below the price');
    const { buyer, card } = request;
    const paymentCard =
      card.kind === 'stored'
        ? { cardUserKey: card.ref.cardUserKey, cardToken: card.ref.cardToken }
        : {
            cardHolderName: card.card.holderName,
            cardNumber: card.card.number,
            expireMonth: card.card.expireMonth,
            expireYear: card.card.expireYear,
            cvc: card.card.cvc,
            registerCard: card.save ? 1 : 0,
            ...(card.save && card.cardUserKey ? { cardUserKey: card.cardUserKey } : {}),
          };
    const address = {
      contactName: `${buyer.name} ${buyer.surname}`,
      city: buyer.city,
      country: buyer.country,
      address: buyer.address,
    };
    return {
      conversationId: request.conversationId,
      price: kurusToLira(request.priceKurus),
      paidPrice: kurusToLira(request.paidPriceKurus),
      installment: request.installment,
      currency: request.currency,
      basketId: request.conversationId,
      paymentChannel: 'WEB',
      paymentGroup: 'PRODUCT',
      callbackUrl: request.callbackUrl,
      paymentCard,
      buyer: {
        id: buyer.id,
        name: buyer.name,
        surname: buyer.surname,
        gsmNumber: buyer.phone,
        email: buyer.email,
        identityNumber: buyer.identityNumber,
        registrationAddress: buyer.address,
        ip: buyer.ip,
        city: buyer.city,
        country: buyer.country,
      },
      billingAddress: address,
      basketItems: request.basket.map((line) => ({
        id: line.id,
        name: line.name,
        category1: line.category,
        itemType: 'VIRTUAL',
        price: kurusToLira(line.priceKurus),
      })),
    };
  }

  /** A successful payment answer (non-3-D auth, 3-D auth) as the interface's success. */
  async function success(answer: TPaymentAnswer): Promise<TPaymentResult> {
    const result: TPaymentResult = {
      status: 'success',
      providerPaymentId: String(answer.paymentId ?? ''),
      paidPriceKurus: liraToKurus(answer.paidPrice ?? 0),
      installment: Number(answer.installment ?? 1),
      lastFour: answer.lastFourDigits ?? '',
      binNumber: answer.binNumber ?? '',
      association: answer.cardAssociation ?? '',
      family: answer.cardFamily ?? '',
    };
    if (answer.cardUserKey && answer.cardToken) {
      result.savedCard = await describeStoredCard(answer.cardUserKey, answer.cardToken, {
        lastFour: result.lastFour,
        binNumber: result.binNumber,
        association: result.association,
        family: result.family,
      });
    }
    return result;
  }

  /** A card saved with a payment: the payment's answer has no bank name, the card list has. */
  async function describeStoredCard(
    cardUserKey: string,
    cardToken: string,
    known: Omit<TStoredCard, 'cardUserKey' | 'cardToken' | 'bankName'>,
  ): Promise<TStoredCard> {
    const card: TStoredCard = { cardUserKey, cardToken, ...known, bankName: '' };
    try {
      const list = await call('cardList', 'retrieve', { cardUserKey });
      const details = Array.isArray(list.cardDetails) ? (list.cardDetails as Record<string, unknown>[]) : [];
      const found = details.find((detail) => detail.cardToken === cardToken);
      if (found) {
        card.bankName = String(found.cardBankName ?? '');
        card.family ||= String(found.cardFamily ?? '');
        card.association ||= String(found.cardAssociation ?? '');
        card.lastFour ||= String(found.lastFourDigits ?? '');
        card.binNumber ||= String(found.binNumber ?? '');
      }
    } catch {
      // the payment succeeded and the card is saved: its bank's name is only decoration
    }
    return card;
  }

  /**
   * A payment call went unanswered: ask iyzico what became of it. Success and a plain failure are answers;
   * anything else leaves the outcome unknown: still unanswered, or no such payment yet (iyzico may still be
   * working on the request we stopped waiting for, so "not found" does not prove "not charged").
   */
  async function settleUnanswered(
    operation: string,
    error: unknown,
    lookup: { paymentId?: string; conversationId: string },
  ): Promise<TPaymentResult> {
    let answer: TPaymentAnswer;
    try {
      answer = (await call('payment', 'retrieve', {
        conversationId: lookup.conversationId,
        ...(lookup.paymentId
          ? { paymentId: lookup.paymentId }
          : { paymentConversationId: lookup.conversationId }),
      })) as TPaymentAnswer;
    } catch {
      throw new IyzicoUnavailableError(operation, error);
    }
    if (answer.status === 'success' && answer.paymentStatus === 'SUCCESS') return success(answer);
    if (answer.status === 'success' && answer.paymentStatus === 'FAILURE') return unanswered(error);
    throw new IyzicoUnavailableError(operation, error);
  }

  return {
    name: 'iyzico',

    async installments({ binNumber, priceKurus, conversationId }) {
      const answer = await call('installmentInfo', 'retrieve', {
        conversationId,
        binNumber,
        price: kurusToLira(priceKurus),
      });
      if (answer.status !== 'success')
        throw new IyzicoRefusedError(
          'installmentInfo',
          String(answer.errorCode ?? ''),
          answer.errorMessage ?? '',
        );
      const details = Array.isArray(answer.installmentDetails)
        ? (answer.installmentDetails as Record<string, unknown>[])
        : [];
      const detail = details[0];
      const single: TInstallmentOption = {
        installment: 1,
        totalPriceKurus: priceKurus,
        installmentPriceKurus: priceKurus,
      };
      const prices = Array.isArray(detail?.installmentPrices)
        ? (detail.installmentPrices as Record<string, unknown>[])
        : [];
      const options = prices
        .map((row) => ({
          installment: Number(row.installmentNumber),
          totalPriceKurus: liraToKurus(row.totalPrice as number | string),
          installmentPriceKurus: liraToKurus(row.installmentPrice as number | string),
        }))
        .filter((option) => Number.isInteger(option.installment) && option.installment >= 1)
        .filter((option) => option.installment <= 12)
        .sort((a, b) => a.installment - b.installment);
      if (options[0]?.installment !== 1) options.unshift(single);
      return {
        binNumber: String(detail?.binNumber ?? binNumber),
        bankName: String(detail?.bankName ?? ''),
        association: String(detail?.cardAssociation ?? ''),
        family: String(detail?.cardFamilyName ?? ''),
        options,
      } satisfies TInstallmentTable;
    },

    async startThreeDs(request) {
      let answer: TAnswer;
      try {
        answer = await call('threedsInitialize', 'create', paymentBody(request));
      } catch (error) {
        // nothing is charged before the auth step: an unanswered initialise is a plain failure
        if (error instanceof IyzicoUnavailableError) return unanswered(error);
        throw error;
      }
      if (answer.status !== 'success' || typeof answer.threeDSHtmlContent !== 'string')
        return failure(answer, 'three_ds');
      return {
        status: 'started',
        ...(answer.paymentId ? { providerPaymentId: String(answer.paymentId) } : {}),
        html: Buffer.from(answer.threeDSHtmlContent, 'base64').toString('utf8'),
      };
    },

    async completeThreeDs({ conversationId, providerPaymentId, conversationData }) {
      let answer: TPaymentAnswer;
      try {
        answer = (await call('threedsPayment', 'create', {
          conversationId,
          paymentId: providerPaymentId,
          ...(conversationData ? { conversationData } : {}),
        })) as TPaymentAnswer;
      } catch (error) {
        if (!(error instanceof IyzicoUnavailableError)) throw error;
        return settleUnanswered('threedsPayment.create', error, {
          paymentId: providerPaymentId,
          conversationId,
        });
      }
      if (answer.status !== 'success') return failure(answer, 'three_ds');
      return success(answer);
    },

    async pay(request) {
      let answer: TPaymentAnswer;
      try {
        answer = (await call('payment', 'create', paymentBody(request))) as TPaymentAnswer;
      } catch (error) {
        if (!(error instanceof IyzicoUnavailableError)) throw error;
        return settleUnanswered('payment.create', error, { conversationId: request.conversationId });
      }
      if (answer.status !== 'success') return failure(answer, 'payment');
      return success(answer);
    },

    async storeCard({ email, externalId, cardUserKey, card, conversationId }) {
      const answer = await call('card', 'create', {
        conversationId,
        externalId,
        email,
        ...(cardUserKey ? { cardUserKey } : {}),
        card: {
          cardAlias: `${card.number.slice(0, 6)}…${card.number.slice(-4)}`,
          cardHolderName: card.holderName,
          cardNumber: card.number,
          expireMonth: card.expireMonth,
          expireYear: card.expireYear,
        },
      });
      if (answer.status !== 'success') return failure(answer, 'payment');
      return {
        cardUserKey: String(answer.cardUserKey),
        cardToken: String(answer.cardToken),
        lastFour: String(answer.lastFourDigits ?? card.number.slice(-4)),
        binNumber: String(answer.binNumber ?? card.number.slice(0, 6)),
        association: String(answer.cardAssociation ?? ''),
        family: String(answer.cardFamily ?? ''),
        bankName: String(answer.cardBankName ?? ''),
      };
    },

    async deleteCard({ cardUserKey, cardToken, conversationId }) {
      const answer = await call('card', 'delete', { conversationId, cardUserKey, cardToken });
      if (answer.status === 'success') return;
      // Already gone at iyzico (deleted before, or the user's key is unknown): what we wanted
      const list = await call('cardList', 'retrieve', { conversationId, cardUserKey });
      const details = Array.isArray(list.cardDetails) ? (list.cardDetails as Record<string, unknown>[]) : [];
      if (details.some((detail) => detail.cardToken === cardToken))
        throw new IyzicoRefusedError(
          'card.delete',
          String(answer.errorCode ?? ''),
          answer.errorMessage ?? '',
        );
    },

    async cancel({ providerPaymentId, conversationId, ip }) {
      try {
        const answer = await call('cancel', 'create', { conversationId, paymentId: providerPaymentId, ip });
        if (answer.status === 'success') return { ok: true };
        return { ok: false, errorMessage: `${answer.errorCode ?? ''} ${answer.errorMessage ?? ''}`.trim() };
      } catch (error) {
        if (!(error instanceof IyzicoUnavailableError)) throw error;
        return { ok: false, errorMessage: error.message };
      }
    },

    async refund({ providerPaymentId, amountKurus, conversationId, ip }) {
      if (!Number.isSafeInteger(amountKurus) || amountKurus <= 0)
        throw new RangeError(`a refund is a positive number of kuruş, not ${amountKurus}`);
      try {
        const answer = await call('refundV2', 'create', {
          conversationId,
          paymentId: providerPaymentId,
          price: kurusToLira(amountKurus),
          currency: 'TRY',
          ip,
        });
        if (answer.status === 'success') return { ok: true };
        return { ok: false, errorMessage: `${answer.errorCode ?? ''} ${answer.errorMessage ?? ''}`.trim() };
      } catch (error) {
        if (!(error instanceof IyzicoUnavailableError)) throw error;
        return { ok: false, errorMessage: error.message };
      }
    },

    async retrieve({ providerPaymentId, conversationId }) {
      const answer = (await call('payment', 'retrieve', {
        conversationId,
        paymentId: providerPaymentId,
      })) as TPaymentAnswer;
      if (answer.status !== 'success' || !answer.paymentId) return null;
      return {
        providerPaymentId: String(answer.paymentId),
        conversationId,
        // INIT_THREEDS / CALLBACK_THREEDS: the card was never charged
        status: answer.paymentStatus === 'SUCCESS' ? 'success' : 'failure',
        paidPriceKurus: liraToKurus(answer.paidPrice ?? 0),
        // payment/detail carries no creation time: this is when iyzico answered (the day report has the real one)
        createdAt: istanbulTime(answer.systemTime),
      };
    },

    async listPayments({ date }) {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new RangeError(`not a day: ${date}`);
      const rows: Record<string, unknown>[] = [];
      for (let page = 1; page <= maxReportPages; page += 1) {
        const answer = await call('reportingTransactions', 'retrieve', {
          conversationId: `reconcile-${date}-${page}`,
          transactionDate: date,
          page,
        });
        if (answer.status !== 'success')
          throw new IyzicoRefusedError(
            'reportingTransactions',
            String(answer.errorCode ?? ''),
            answer.errorMessage ?? '',
          );
        const transactions = Array.isArray(answer.transactions)
          ? (answer.transactions as Record<string, unknown>[])
          : [];
        rows.push(...transactions);
        if (page >= Number(answer.totalPageCount ?? 1) || transactions.length === 0) break;
      }
      return paymentsOfDay(rows);
    },
  };
}

/**
 * iyzico's day report lists transactions (PAYMENT, CANCEL, REFUND) by the day they happened, in Turkish time.
 * A day's payments are its PAYMENT rows; a cancel on the same report marks its payment cancelled, refunds that
 * add up to the paid price mark it refunded (a partial refund leaves it a success: the ledger keeps the amounts).
 * Cancels and refunds of payments made on earlier days are on those days' reconciliation by their payment.
 */
function paymentsOfDay(rows: Record<string, unknown>[]): TProviderPaymentRecord[] {
  const payments = new Map<string, TProviderPaymentRecord>();
  const refunded = new Map<string, number>();
  const cancelled = new Set<string>();
  for (const row of rows) {
    const paymentId = String(row.paymentId ?? '');
    if (!paymentId) continue;
    const ok = String(row.transactionStatus) === '1';
    const type = String(row.transactionType ?? '');
    if (type === 'PAYMENT') {
      const createdAt = istanbulTime(row.transactionDate);
      payments.set(paymentId, {
        providerPaymentId: paymentId,
        conversationId: String(row.paymentConversationId ?? row.conversationId ?? ''),
        status: ok ? 'success' : 'failure',
        paidPriceKurus: liraToKurus((row.paidPrice ?? row.price ?? 0) as number | string),
        createdAt,
      });
    } else if (type === 'CANCEL' && ok) {
      cancelled.add(paymentId);
    } else if (type === 'REFUND' && ok) {
      const amount = liraToKurus((row.paidPrice ?? row.price ?? 0) as number | string);
      refunded.set(paymentId, (refunded.get(paymentId) ?? 0) + amount);
    }
  }
  for (const payment of payments.values()) {
    if (payment.status !== 'success') continue;
    if (cancelled.has(payment.providerPaymentId)) payment.status = 'cancelled';
    else if ((refunded.get(payment.providerPaymentId) ?? 0) >= payment.paidPriceKurus)
      payment.status = 'refunded';
  }
  return [...payments.values()].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** Turkey has kept UTC+3 all year since 2016. */
const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;

/** "2026-11-26 14:05:00" (iyzico's Turkish wall time) or epoch ms -> the instant. */
function istanbulTime(value: unknown): Date {
  if (typeof value === 'number') return new Date(value);
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(String(value ?? ''));
  if (!match) return new Date(Number.NaN);
  const [, y, mo, d, h, mi, s] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s) - ISTANBUL_OFFSET_MS);
}
