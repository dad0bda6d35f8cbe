import { z } from 'zod';
import { DEFAULT_INSTALLMENT, MAX_INSTALLMENT, PAGE_SIZE, WALLET_TOP_UP_MINIMUM_KURUS } from '../rules.ts';
import { ZBasketItemOptions } from './catalogue.ts';
import type { TBasketItemKind } from './coupons.ts';

/**
 * Card payments (issue 18): the payment model of product.md §3 (BasketItems, ForceThreeD, Currency, Type,
 * GrossPrice, PaidPrice, Installment, CreditCardId), saved cards, transactions and what can be bought.
 * Amounts are kuruş everywhere (GrossPrice and PaidPrice too).
 */

/** product.md §4: a payment's states. */
export const PAYMENT_STATES = ['started', 'waiting_3ds', 'succeeded', 'failed', 'refunded'] as const;
export type TPaymentState = (typeof PAYMENT_STATES)[number];

/** Why a payment failed (rules.md §8 "Payment" messages); the provider's reasons, mapped. */
export const PAYMENT_FAILURE_REASON_CODES = [
  'unexpected',
  'three_ds_error',
  'security_check',
  'insufficient_funds',
  'card_invalid',
] as const;
export type TPaymentFailureReasonCode = (typeof PAYMENT_FAILURE_REASON_CODES)[number];

/**
 * What can be bought: a subset of BASKET_ITEM_KINDS (billing/coupons.ts). Issue 18: the top-up; issue 19: packages,
 * category subscriptions, ads, boosts, the global plus subscription and debts (billing/catalogue.ts prices them).
 */
export const PURCHASABLE_ITEM_KINDS = [
  'wallet_top_up',
  'package',
  'category_subscription',
  'advertisement',
  'boost',
  'global_plus',
  'debt',
  'job',
] as const satisfies readonly TBasketItemKind[];
export type TPurchasableItemKind = (typeof PURCHASABLE_ITEM_KINDS)[number];

/** rules.md §5/§9: the top-up's minimum (1000 TL), whole lira only ("digits only"); amounts offered first. */
export const TOP_UP_SUGGESTED_KURUS = [1000_00, 2500_00, 5000_00, 10000_00] as const;
/** A top-up above this is refused (a typo guard; a bank transfer is the way for more). */
export const TOP_UP_MAXIMUM_KURUS = 1_000_000_00;
/** A saved card expiring within this many days is flagged (issue 18). */
export const CARD_EXPIRY_WARNING_DAYS = 30;
/** Digits of the BIN the instalment table is asked for (the first 6 of the card number). */
export const CARD_BIN_LENGTH = 6;

/**
 * The sandbox bank's published test cards (PAYMENT_PROVIDER=sandbox): what the "test payment" box lists.
 * iyzico's well-known sandbox numbers where one fits; any holder, any future expiry, any 3-digit CVC.
 */
export const SANDBOX_TEST_CARDS = [
  {
    number: '5528790000000008',
    outcome: 'success',
    label: {
      tr: 'Başarılı ödeme (Mastercard, taksitli)',
      en: 'Successful payment (Mastercard, instalments)',
    },
  },
  {
    number: '4766620000000001',
    outcome: 'success',
    label: { tr: 'Başarılı ödeme (Visa, tek çekim)', en: 'Successful payment (Visa, single payment)' },
  },
  {
    number: '4111111111111129',
    outcome: 'insufficient_funds',
    label: { tr: 'Yetersiz bakiye', en: 'Insufficient funds' },
  },
  {
    number: '4151111111111112',
    outcome: 'three_ds_error',
    label: { tr: '3D Secure doğrulaması başarısız', en: '3-D Secure authentication fails' },
  },
  {
    number: '4121111111111119',
    outcome: 'security_check',
    label: { tr: 'Güvenlik kontrolünden geçemeyen ödeme', en: 'Payment that fails the security check' },
  },
  {
    // A card that pays once typed in (3-D Secure included) and is declined (insufficient funds) whenever it is
    // charged as a saved card later: what an automatic renewal meets when the card has run dry.
    number: '5528790000000016',
    outcome: 'saved_card_declined',
    label: {
      tr: 'İlk ödeme başarılı, kayıtlı kartla sonraki çekimler reddedilir (yenileme)',
      en: 'First payment succeeds; later charges of the saved card are declined (renewal)',
    },
  },
] as const satisfies readonly {
  number: string;
  outcome:
    | 'success'
    | 'saved_card_declined'
    | Exclude<TPaymentFailureReasonCode, 'unexpected' | 'card_invalid'>;
  label: { tr: string; en: string };
}[];

/** Luhn's check digit test: every card number a bank issues passes it. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** "5528 7900-0000 0008" → "5528790000000008" */
export function cardDigits(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/**
 * Whether a card's expiry (month 1..12, four-digit year) is still ahead: a card is valid to the end of its
 * month. `now` is compared in UTC months (a day's difference at a month's end is the bank's to judge).
 */
export function expiryValid(month: number, year: number, now: Date): boolean {
  if (!Number.isInteger(month) || month < 1 || month > 12) return false;
  if (!Number.isInteger(year) || year < 2000 || year > 2099) return false;
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) >= current && year * 12 + (month - 1) <= current + 12 * 20;
}

/** A new card as the payment form sends it; each field has its own message (rules.md §8: card name, number, expiry, CVC). */
export const ZNewCard = z.object({
  HolderName: z
    .string()
    .transform((v) => v.trim().replace(/\s+/g, ' '))
    .pipe(
      z
        .string()
        .min(3, { message: 'cardHolder' })
        .max(60, { message: 'cardHolder' })
        .regex(/^[\p{L}][\p{L} .'-]*$/u, { message: 'cardHolder' })
        .refine((v) => v.includes(' '), { message: 'cardHolder' }),
    ),
  Number: z.string().transform(cardDigits).refine(luhnValid, { message: 'cardNumber' }),
  ExpireMonth: z.coerce
    .number({ message: 'cardExpiry' })
    .int({ message: 'cardExpiry' })
    .min(1, { message: 'cardExpiry' })
    .max(12, { message: 'cardExpiry' }),
  /** Two or four digits (27 or 2027). */
  ExpireYear: z.coerce
    .number({ message: 'cardExpiry' })
    .int({ message: 'cardExpiry' })
    .min(0, { message: 'cardExpiry' })
    .max(2099, { message: 'cardExpiry' })
    .transform((y) => (y < 100 ? 2000 + y : y)),
  Cvc: z.string().regex(/^\d{3,4}$/, { message: 'cardCvc' }),
});
export type TNewCardInput = z.input<typeof ZNewCard>;

/** One line of a basket as the browser sends it: what (a BasketItem's Id) and, for a top-up, the chosen amount. */
export const ZBasketItemInput = z.object({
  Id: z.string().min(1).max(60),
  Quantity: z.number().int().min(1).max(100).default(1),
  /** The amount the agency chose, for items whose price is the buyer's choice (the wallet top-up). */
  AmountKurus: z.number().int().positive().optional(),
  /** The line's choices: categories and where, an ad's category, the debt paid (billing/catalogue.ts). */
  Options: ZBasketItemOptions.optional(),
});
export type TBasketItemInput = z.input<typeof ZBasketItemInput>;

/** POST Payment/init: the basket's prices computed by the server, and the card's instalment table. No charge. */
export const ZPaymentInitBody = z.object({
  BasketItems: z.array(ZBasketItemInput).max(20).default([]),
  /** The card's first 6 digits (a new card) or a saved card's id, for the instalment table. */
  BinNumber: z
    .string()
    .regex(/^\d{6,8}$/)
    .optional(),
  CreditCardId: z.number().int().positive().optional(),
  /** A coupon typed by the buyer (not for top-ups); campaigns that apply by themselves need none. */
  CouponName: z.string().trim().max(50).optional(),
});
export type TPaymentInitBody = z.input<typeof ZPaymentInitBody>;

export const ZBasketLine = z.object({
  Id: z.string(),
  Kind: z.enum(PURCHASABLE_ITEM_KINDS),
  Name: z.object({ tr: z.string(), en: z.string() }),
  Quantity: z.number().int(),
  UnitPriceKurus: z.number().int(),
  TotalKurus: z.number().int(),
  /** A subscription's period (months) or a boost's days; absent on a top-up (and on issue 18's stored lines). */
  PeriodMonths: z.number().int().nullable().optional(),
  Days: z.number().int().nullable().optional(),
  Options: ZBasketItemOptions.optional(),
  /** A coupon's or campaign's discount on this line (issue 19): TotalKurus is what is paid, after it. */
  DiscountKurus: z.number().int().optional(),
  CouponName: z.string().optional(),
});
export type TBasketLine = z.infer<typeof ZBasketLine>;

export const ZInstallmentOption = z.object({
  Installment: z.number().int(),
  /** What the card is charged in total (price plus interest). */
  TotalPriceKurus: z.number().int(),
  /** Each instalment. */
  InstallmentPriceKurus: z.number().int(),
  /** TotalPriceKurus − GrossPrice: the interest shown before paying. */
  InterestKurus: z.number().int(),
});
export type TInstallmentOptionView = z.infer<typeof ZInstallmentOption>;

export const ZPaymentInit = z.object({
  Lines: z.array(ZBasketLine),
  /** The basket before any discount, the discount (a coupon or an automatic campaign) and its name. */
  SubtotalKurus: z.number().int(),
  DiscountKurus: z.number().int(),
  CouponName: z.string().nullable(),
  GrossPrice: z.number().int(),
  Currency: z.literal('TRY'),
  /** Present when a BIN or a saved card was given. */
  Card: z
    .object({ BinNumber: z.string(), BankName: z.string(), Association: z.string(), Family: z.string() })
    .nullable(),
  Installments: z.array(ZInstallmentOption),
  /** The sandbox bank is on: every card screen says "test payment" and lists SANDBOX_TEST_CARDS. */
  TestMode: z.boolean(),
});
export type TPaymentInit = z.infer<typeof ZPaymentInit>;

/** POST Payment/start: the payment model of product.md §3. An idempotency key in the header or the body. */
export const ZPaymentStartBody = z.object({
  BasketItems: z.array(ZBasketItemInput).max(20).default([]),
  ForceThreeD: z.boolean().default(true),
  Currency: z.literal('TRY').default('TRY'),
  Type: z.enum(PURCHASABLE_ITEM_KINDS),
  /** The basket's price the buyer was shown (kuruş); only checked against the server's. */
  GrossPrice: z.number().int().nonnegative(),
  /** What the buyer agreed to be charged (kuruş, interest included); only checked against the server's. */
  PaidPrice: z.number().int().nonnegative(),
  Installment: z.number().int().min(1).max(MAX_INSTALLMENT).default(DEFAULT_INSTALLMENT),
  CreditCardId: z.number().int().positive().optional(),
  /** A new card, each field with its own message (rules.md §8 card messages). */
  Card: ZNewCard.optional(),
  SaveCard: z.boolean().default(false),
  IdempotencyKey: z.string().min(8).max(100).optional(),
  /** A coupon typed by the buyer (not for top-ups): GrossPrice is the basket's total after its discount. */
  CouponName: z.string().trim().max(50).optional(),
});
export type TPaymentStartBody = z.input<typeof ZPaymentStartBody>;

export const ZPaymentView = z.object({
  Id: z.string(),
  State: z.enum(PAYMENT_STATES),
  FailureReason: z.enum(PAYMENT_FAILURE_REASON_CODES).nullable(),
  Type: z.enum(PURCHASABLE_ITEM_KINDS),
  Lines: z.array(ZBasketLine),
  GrossPrice: z.number().int(),
  PaidPrice: z.number().int(),
  Installment: z.number().int(),
  CardLastFour: z.string().nullable(),
  CardAssociation: z.string().nullable(),
  CreatedAt: z.string(),
  CompletedAt: z.string().nullable(),
  /** While waiting for 3-D Secure: the page the browser goes to (the bank's step). */
  ThreeDsUrl: z.string().nullable(),
  TestMode: z.boolean(),
});
export type TPaymentView = z.infer<typeof ZPaymentView>;

export const ZPaymentIdParams = z.object({ id: z.string().min(8).max(40) });

/** GET BasketItem/page (PageSize 100, rules.md §9): what can be bought now. */
export const ZBasketItemsQuery = z.object({
  PageIndex: z.coerce.number().int().min(0).default(0),
  PageSize: z.coerce.number().int().min(1).max(PAGE_SIZE.baskets).default(PAGE_SIZE.baskets),
});
export const ZBasketItem = z.object({
  Id: z.string(),
  Kind: z.enum(PURCHASABLE_ITEM_KINDS),
  Name: z.object({ tr: z.string(), en: z.string() }),
  /** null: the buyer chooses the amount (top-up). */
  PriceKurus: z.number().int().nullable(),
  MinAmountKurus: z.number().int().nullable(),
  MaxAmountKurus: z.number().int().nullable(),
  SuggestedAmountsKurus: z.array(z.number().int()),
  /** The package plan, category scope or ad type the item is of (null for a top-up, a boost, a debt). */
  Plan: z.string().nullable(),
  PeriodMonths: z.number().int().nullable(),
  Days: z.number().int().nullable(),
  /** What the item gives: a package's category rights (null otherwise). */
  CategoryRights: z.number().int().nullable(),
});
export type TBasketItem = z.infer<typeof ZBasketItem>;
export const ZBasketItemPage = z.object({
  Items: z.array(ZBasketItem),
  TotalCount: z.number().int(),
  PageIndex: z.number().int(),
  PageSize: z.number().int(),
});
export type TBasketItemPage = z.infer<typeof ZBasketItemPage>;

/** Saved cards (GET/POST CreditCard, DELETE CreditCard/{id}). */
export const ZCreditCard = z.object({
  Id: z.number().int(),
  LastFour: z.string(),
  BinNumber: z.string(),
  Association: z.string(),
  Family: z.string(),
  BankName: z.string(),
  HolderName: z.string(),
  ExpireMonth: z.number().int(),
  ExpireYear: z.number().int(),
  /** Expires within CARD_EXPIRY_WARNING_DAYS (or already has). */
  ExpiresSoon: z.boolean(),
  CreatedAt: z.string(),
});
export type TCreditCard = z.infer<typeof ZCreditCard>;
export const ZCreditCardList = z.object({ Items: z.array(ZCreditCard), TestMode: z.boolean() });
export type TCreditCardList = z.infer<typeof ZCreditCardList>;
/** POST CreditCard: the card's fields, each with its card message. */
export const ZCreditCardBody = z.object({ Card: ZNewCard });
export const ZCreditCardIdParams = z.object({ id: z.coerce.number().int().positive() });

/** GET Transaction/page (20 a page, rules.md §9): the payer's payments, newest first. */
export const ZTransactionsQuery = z.object({
  PageIndex: z.coerce.number().int().min(0).default(0),
  PageSize: z.coerce.number().int().min(1).max(PAGE_SIZE.transactions).default(PAGE_SIZE.transactions),
});
export const ZTransaction = z.object({
  Id: z.string(),
  CreatedAt: z.string(),
  Type: z.enum(PURCHASABLE_ITEM_KINDS),
  Lines: z.array(ZBasketLine),
  PaidPrice: z.number().int(),
  GrossPrice: z.number().int(),
  Installment: z.number().int(),
  CardLastFour: z.string().nullable(),
  CardAssociation: z.string().nullable(),
  State: z.enum(PAYMENT_STATES),
  FailureReason: z.enum(PAYMENT_FAILURE_REASON_CODES).nullable(),
  /** The invoice of a succeeded payment (invoices arrive with their own part of issue 18). */
  InvoiceId: z.number().int().nullable(),
  /** The credit note (iade faturası) of a refunded payment's invoice: its PDF is `Invoice/pdf/{id}` too. */
  CreditNoteId: z.number().int().nullable(),
});
export type TTransaction = z.infer<typeof ZTransaction>;
export const ZTransactionPage = z.object({
  Items: z.array(ZTransaction),
  TotalCount: z.number().int(),
  PageIndex: z.number().int(),
  PageSize: z.number().int(),
});
export type TTransactionPage = z.infer<typeof ZTransactionPage>;

/** GET Payment/config: whether the sandbox bank is on (the web labels card screens "test payment"). */
export const ZPaymentConfig = z.object({ TestMode: z.boolean(), TopUpMinimumKurus: z.number().int() });
export const PAYMENT_TOP_UP_MINIMUM_KURUS = WALLET_TOP_UP_MINIMUM_KURUS;
