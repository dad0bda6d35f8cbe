/**
 * The card payment provider (issue 18): what the billing module needs of a bank-facing provider, in kuruş.
 * Two implementations: `sandbox` (the default, offline; a bank simulated in-process with a 3-D Secure page the
 * app serves) and `iyzico` (the `iyzipay` package, configured by IYZICO_API_KEY, IYZICO_SECRET_KEY,
 * IYZICO_BASE_URL). Card numbers and CVCs pass through here and are never stored or logged by anyone.
 */

/** Why a payment failed, as the product explains it (rules.md §8 "Payment" messages). */
export const PAYMENT_FAILURE_REASONS = [
  /** "Unexpected problem" (anything the provider did not explain) */
  'unexpected',
  /** "3D Secure error": the bank's 3-D Secure step failed or was abandoned */
  'three_ds_error',
  /** "Payment did not pass the security check" (fraud check, blocked card) */
  'security_check',
  'insufficient_funds',
  /** Card number, expiry or CVC refused by the bank */
  'card_invalid',
] as const;
export type TPaymentFailureReason = (typeof PAYMENT_FAILURE_REASONS)[number];

export type TNewCard = {
  holderName: string;
  /** Digits only */
  number: string;
  /** "01".."12" */
  expireMonth: string;
  /** four digits */
  expireYear: string;
  cvc: string;
};

/** A card the provider stored for us: we keep only these tokens and what is printed on a receipt. */
export type TStoredCardRef = { cardUserKey: string; cardToken: string };

export type TStoredCard = TStoredCardRef & {
  lastFour: string;
  binNumber: string;
  /** VISA | MASTER_CARD | AMERICAN_EXPRESS | TROY */
  association: string;
  /** e.g. Bonus, World, Axess; '' when unknown */
  family: string;
  bankName: string;
};

export type TBuyer = {
  /** Our user id */
  id: string;
  name: string;
  surname: string;
  email: string;
  phone: string;
  /** TCKN or, for a company, a placeholder the provider accepts */
  identityNumber: string;
  city: string;
  country: string;
  address: string;
  ip: string;
};

export type TBasketLine = { id: string; name: string; category: string; priceKurus: number };

export type TPaymentRequest = {
  /** Our payment's id; the provider echoes it (conversationId) and it makes retries idempotent. */
  conversationId: string;
  /** The sum of the basket lines */
  priceKurus: number;
  /** What the card is charged: the price plus the instalment interest */
  paidPriceKurus: number;
  installment: number;
  currency: 'TRY';
  card:
    | { kind: 'new'; card: TNewCard; save: boolean; cardUserKey?: string }
    | { kind: 'stored'; ref: TStoredCardRef };
  buyer: TBuyer;
  basket: TBasketLine[];
  /** Where the bank sends the browser back after 3-D Secure (our callback route) */
  callbackUrl: string;
};

export type TPaymentFailure = {
  status: 'failure';
  reason: TPaymentFailureReason;
  /** The provider's own code and text, kept for support and reconciliation (never shown raw to users) */
  errorCode: string;
  errorMessage: string;
};

export type TPaymentSuccess = {
  status: 'success';
  providerPaymentId: string;
  paidPriceKurus: number;
  installment: number;
  lastFour: string;
  binNumber: string;
  association: string;
  family: string;
  /** Set when the request asked to save a new card */
  savedCard?: TStoredCard;
};

export type TPaymentResult = TPaymentSuccess | TPaymentFailure;

/** The first 3-D Secure step: a page to show the payer (it posts to the bank), or an immediate refusal. */
export type TThreeDsStart = { status: 'started'; providerPaymentId?: string; html: string } | TPaymentFailure;

/** What the bank posts back to `callbackUrl` (iyzico's field names; the sandbox posts the same). */
export type TThreeDsCallback = {
  status: string;
  paymentId: string;
  conversationId: string;
  conversationData?: string;
  mdStatus: string;
};

export type TInstallmentOption = {
  installment: number;
  totalPriceKurus: number;
  installmentPriceKurus: number;
};
export type TInstallmentTable = {
  binNumber: string;
  bankName: string;
  association: string;
  family: string;
  /** Always contains the single payment (1); up to 12 where the card's bank offers them */
  options: TInstallmentOption[];
};

/** A payment as the provider remembers it, for reconciliation. */
export type TProviderPaymentRecord = {
  providerPaymentId: string;
  conversationId: string;
  status: 'success' | 'failure' | 'refunded' | 'cancelled';
  paidPriceKurus: number;
  createdAt: Date;
};

export type TPaymentProvider = {
  name: 'sandbox' | 'iyzico';
  /** The instalment table for a card's first 6-8 digits and a price */
  installments(input: {
    binNumber: string;
    priceKurus: number;
    conversationId: string;
  }): Promise<TInstallmentTable>;
  /** Start a 3-D Secure payment */
  startThreeDs(request: TPaymentRequest): Promise<TThreeDsStart>;
  /** Finish it after the bank's callback; the provider, not the callback's fields, decides success */
  completeThreeDs(input: {
    conversationId: string;
    providerPaymentId: string;
    conversationData?: string;
  }): Promise<TPaymentResult>;
  /** A payment without 3-D Secure (only where ForceThreeD is false and the card allows it) */
  pay(request: TPaymentRequest): Promise<TPaymentResult>;
  storeCard(input: {
    email: string;
    externalId: string;
    cardUserKey?: string;
    card: TNewCard;
    conversationId: string;
  }): Promise<TStoredCard | TPaymentFailure>;
  deleteCard(input: TStoredCardRef & { conversationId: string }): Promise<void>;
  /** Same-day cancel of a whole payment */
  cancel(input: {
    providerPaymentId: string;
    conversationId: string;
    ip: string;
  }): Promise<{ ok: boolean; errorMessage?: string }>;
  /** Refund part or all of a payment */
  refund(input: {
    providerPaymentId: string;
    amountKurus: number;
    conversationId: string;
    ip: string;
  }): Promise<{ ok: boolean; errorMessage?: string }>;
  /** One payment as the provider has it (null when unknown) */
  retrieve(input: {
    providerPaymentId: string;
    conversationId: string;
  }): Promise<TProviderPaymentRecord | null>;
  /** Every payment the provider recorded on a day (Europe/Istanbul), for `payments:reconcile` */
  listPayments(input: { date: string }): Promise<TProviderPaymentRecord[]>;
};
