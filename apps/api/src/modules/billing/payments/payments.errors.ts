import {
  formatCopy,
  formatKurus,
  PAYMENT_REFUND_CREDIT_SPENT_DETAIL,
  type TLocale,
  type TPaymentFailureReasonCode,
} from '@brifa/contracts';
import { ApiError } from '../../../platform/api-error.ts';

/** What card payments and saved cards raise (codes in packages/contracts/src/errors/billing-payments.errors.ts). */
export const paymentsErrors = {
  basketEmpty: () => new ApiError('PAYMENT_BASKET_EMPTY'),
  basketItemUnknown: () => new ApiError('PAYMENT_BASKET_ITEM_UNKNOWN'),
  topUpAmount: () => new ApiError('PAYMENT_TOP_UP_AMOUNT'),
  priceChanged: () => new ApiError('PAYMENT_PRICE_CHANGED'),
  installmentUnavailable: () => new ApiError('PAYMENT_INSTALLMENT_UNAVAILABLE'),
  cardRequired: () => new ApiError('PAYMENT_CARD_REQUIRED'),
  idempotencyKeyRequired: () => new ApiError('PAYMENT_IDEMPOTENCY_KEY_REQUIRED'),
  idempotencyKeyReused: () => new ApiError('PAYMENT_IDEMPOTENCY_KEY_REUSED'),
  paymentNotFound: () => new ApiError('PAYMENT_NOT_FOUND'),
  onlyAgencies: () => new ApiError('PAYMENT_ONLY_AGENCIES'),
  cardNotFound: () => new ApiError('CREDIT_CARD_NOT_FOUND'),
  lastCardWithSubscription: () => new ApiError('CREDIT_CARD_LAST_WITH_SUBSCRIPTION'),
  alreadyRefunded: () => new ApiError('PAYMENT_ALREADY_REFUNDED'),
  notRefundable: () => new ApiError('PAYMENT_NOT_REFUNDABLE'),
  refundRefused: () => new ApiError('PAYMENT_REFUND_REFUSED'),
  /** PAYMENT_REFUND_CREDIT_SPENT in the reader's language, naming what must come back and what is left. */
  refundCreditSpent: (amountKurus: number, remainingKurus: number, locale: TLocale) =>
    new ApiError('PAYMENT_REFUND_CREDIT_SPENT', {
      message: formatCopy(PAYMENT_REFUND_CREDIT_SPENT_DETAIL[locale], locale, {
        amount: formatKurus(amountKurus, locale, { cents: true }),
        remaining: formatKurus(Math.max(0, remainingKurus), locale, { cents: true }),
      }),
    }),
  /** A provider's refusal, as the product explains it (rules.md §8), never the provider's own text. */
  refused: (reason: TPaymentFailureReasonCode) =>
    new ApiError(
      (
        {
          unexpected: 'PAYMENT_UNEXPECTED',
          three_ds_error: 'PAYMENT_THREE_DS_ERROR',
          security_check: 'PAYMENT_SECURITY_CHECK',
          insufficient_funds: 'PAYMENT_INSUFFICIENT_FUNDS',
          card_invalid: 'PAYMENT_CARD_INVALID',
        } as const
      )[reason],
    ),
};
