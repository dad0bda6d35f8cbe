import type { TLocalizedText } from '../messages.ts';
import type { TErrorDefinition } from './error-definition.ts';

/** Codes the billing module's card payments raise (payments, saved cards). Merged into ERRORS (errors.ts). */
export const BILLING_PAYMENTS_ERRORS = {
  PAYMENT_UNEXPECTED: {
    status: 502,
    message: {
      tr: 'Ödeme sırasında beklenmeyen bir sorun oluştu. Kartınızdan çekim yapılmadı; lütfen tekrar deneyin.',
      en: 'An unexpected problem occurred during the payment. Your card was not charged; please try again.',
    },
    raisedWhen:
      'the card provider answers with an error it does not explain (rules.md §8: unexpected problem)',
  },
  PAYMENT_THREE_DS_ERROR: {
    status: 402,
    message: {
      tr: '3D Secure doğrulaması başarısız oldu. Kartınızdan çekim yapılmadı.',
      en: 'The 3D Secure verification failed. Your card was not charged.',
    },
    raisedWhen:
      'the bank’s 3-D Secure step fails, is abandoned or cannot start (rules.md §8: 3D Secure error)',
  },
  PAYMENT_SECURITY_CHECK: {
    status: 402,
    message: {
      tr: 'Ödeme güvenlik kontrolünden geçemedi. Başka bir kartla deneyin veya bankanızla görüşün.',
      en: 'The payment did not pass the security check. Try another card or contact your bank.',
    },
    raisedWhen: 'the provider’s fraud check or the bank blocks the card (rules.md §8: security check)',
  },
  PAYMENT_INSUFFICIENT_FUNDS: {
    status: 402,
    message: {
      tr: 'Kartınızın limiti bu ödeme için yetersiz. Başka bir kartla deneyin.',
      en: 'Your card’s limit is not enough for this payment. Try another card.',
    },
    raisedWhen: 'the bank refuses the charge for insufficient funds or limit',
  },
  PAYMENT_CARD_INVALID: {
    status: 402,
    message: {
      tr: 'Bankanız kart bilgilerini kabul etmedi. Kart numarası, son kullanma tarihi ve CVC’yi kontrol edin.',
      en: 'Your bank did not accept the card details. Check the card number, expiry date and CVC.',
    },
    raisedWhen: 'the bank refuses the card number, expiry or CVC',
  },
  PAYMENT_BASKET_EMPTY: {
    status: 400,
    message: {
      tr: 'Sepetiniz boş. Lütfen ödeme yapmak için bir ürün ekleyin.',
      en: 'Your basket is empty. Please add a product to pay for.',
    },
    raisedWhen: 'a payment is asked for without basket items (rules.md §8: basket empty)',
    fields: ['BasketItems'],
  },
  PAYMENT_BASKET_ITEM_UNKNOWN: {
    status: 400,
    message: {
      tr: 'Sepetteki ürün artık satışta değil. Sayfayı yenileyip tekrar deneyin.',
      en: 'An item in the basket is no longer for sale. Refresh the page and try again.',
    },
    raisedWhen: 'a basket line names an item that does not exist or does not fit the payment’s type',
    fields: ['BasketItems'],
  },
  PAYMENT_TOP_UP_AMOUNT: {
    status: 400,
    message: {
      tr: 'Yükleme tutarı en az {topUpMinimumTl} TL olmalı ve yalnızca rakamlardan (tam lira) oluşmalı.',
      en: 'The top-up amount must be at least {topUpMinimumTl} TL, in whole lira (digits only).',
    },
    raisedWhen: 'a top-up amount is below the minimum, above the maximum or not whole lira (rules.md §5, §9)',
    fields: ['Amount'],
  },
  PAYMENT_PRICE_CHANGED: {
    status: 409,
    message: {
      tr: 'Ödeme tutarı güncel fiyatla uyuşmuyor. Sayfayı yenileyip tutarı kontrol ederek tekrar deneyin.',
      en: 'The payment amount does not match the current price. Refresh the page, check the amount and try again.',
    },
    raisedWhen: 'GrossPrice or PaidPrice sent differ from the prices the server computes for the basket',
  },
  PAYMENT_INSTALLMENT_UNAVAILABLE: {
    status: 400,
    message: {
      tr: 'Bu kart için seçilen taksit sayısı kullanılamıyor. Tek çekim veya listedeki bir seçeneği seçin.',
      en: 'The chosen number of instalments is not available for this card. Choose a single payment or an option from the list.',
    },
    raisedWhen: 'the instalment asked for is not in the card’s instalment table',
    fields: ['Installment'],
  },
  PAYMENT_CARD_REQUIRED: {
    status: 400,
    message: {
      tr: 'Kayıtlı bir kart seçin veya kart bilgilerini girin.',
      en: 'Choose a saved card or enter the card details.',
    },
    raisedWhen: 'a payment names neither a saved card nor a new card, or both',
  },
  PAYMENT_IDEMPOTENCY_KEY_REQUIRED: {
    status: 400,
    message: {
      tr: 'Ödeme isteği eksik. Sayfayı yenileyip tekrar deneyin.',
      en: 'The payment request is incomplete. Refresh the page and try again.',
    },
    raisedWhen:
      'POST Payment/start comes without an idempotency key (header Idempotency-Key or IdempotencyKey)',
  },
  PAYMENT_IDEMPOTENCY_KEY_REUSED: {
    status: 409,
    message: {
      tr: 'Bu ödeme isteği farklı bir sepetle zaten gönderildi. Sayfayı yenileyip tekrar deneyin.',
      en: 'This payment request was already sent with a different basket. Refresh the page and try again.',
    },
    raisedWhen: 'an idempotency key already used by the payer comes with a different basket or price',
  },
  PAYMENT_NOT_FOUND: {
    status: 404,
    message: { tr: 'Ödeme bulunamadı.', en: 'Payment not found.' },
    raisedWhen: 'a payment id that does not exist or is not the caller’s',
  },
  PAYMENT_ONLY_AGENCIES: {
    status: 403,
    message: {
      tr: 'Cüzdana bakiye yalnızca ajans hesaplarından yüklenebilir.',
      en: 'Only agency accounts can top up a wallet.',
    },
    raisedWhen: 'a user who is not an agency member asks for a wallet top-up',
  },
  CREDIT_CARD_NOT_FOUND: {
    status: 404,
    message: { tr: 'Kayıtlı kart bulunamadı.', en: 'Saved card not found.' },
    raisedWhen: 'a saved card id that does not exist or is not the caller’s',
    fields: ['CreditCardId'],
  },
  CREDIT_CARD_LAST_WITH_SUBSCRIPTION: {
    status: 409,
    message: {
      tr: 'Aktif aboneliğiniz varken son kayıtlı kartınızı silemezsiniz. Önce yeni bir kart ekleyin.',
      en: 'You cannot delete your last saved card while a subscription is active. Add a new card first.',
    },
    raisedWhen:
      'the payer deletes their only saved card while an agency subscription is active (rules.md §5)',
  },
  PAYMENT_NOT_REFUNDABLE: {
    status: 409,
    message: {
      tr: 'Yalnızca başarıyla tamamlanmış bir ödeme iade edilebilir.',
      en: 'Only a payment that went through can be refunded.',
    },
    raisedWhen:
      'an operator refunds a payment that failed, was never completed or is still waiting for 3-D Secure',
  },
  PAYMENT_ALREADY_REFUNDED: {
    status: 409,
    message: {
      tr: 'Bu ödeme zaten iade edildi.',
      en: 'This payment has already been refunded.',
    },
    raisedWhen:
      'a payment is refunded a second time (e.g. two operators press at once: the second is told this)',
  },
  PAYMENT_REFUND_REFUSED: {
    status: 502,
    message: {
      tr: 'Ödeme kuruluşu iadeyi kabul etmedi; hiçbir şey değişmedi. Biraz sonra tekrar deneyin veya ödeme kuruluşunun panelinden kontrol edin.',
      en: 'The payment provider refused the refund; nothing was changed. Try again later or check the provider’s panel.',
    },
    raisedWhen:
      'the card provider refuses the cancel or the refund of a payment (nothing is changed on our side)',
  },
  PAYMENT_REFUND_CREDIT_SPENT: {
    status: 409,
    message: {
      tr: 'Bu ödemeyle yüklenen bakiye harcanmış: cüzdanda iade edilecek kadar bakiye kalmadı. Hiçbir şey değişmedi.',
      en: 'The credit this payment bought has been spent: the wallet no longer holds what the refund must take back. Nothing was changed.',
    },
    raisedWhen:
      'a top-up is refunded but the agency’s wallet no longer holds the top-up and its campaign bonus (the credit was spent); the API answers PAYMENT_REFUND_CREDIT_SPENT_DETAIL, naming both amounts',
  },
} as const satisfies Record<string, TErrorDefinition>;

/** Texts beside the card form's fields (rules.md §8: card name, number, expiry, CVC errors). Merged into FIELD_MESSAGES. */
export const BILLING_PAYMENTS_FIELD_MESSAGES = {
  cardHolder: {
    tr: 'Kart üzerindeki adı ve soyadı yazın.',
    en: 'Enter the first and last name as printed on the card.',
  },
  cardNumber: {
    tr: 'Geçerli bir kart numarası girin.',
    en: 'Enter a valid card number.',
  },
  cardExpiry: {
    tr: 'Kartın son kullanma tarihini (AA/YY) kontrol edin; süresi geçmiş olmamalı.',
    en: 'Check the card’s expiry date (MM/YY); it must not have passed.',
  },
  cardCvc: {
    tr: 'Kartın arkasındaki 3 haneli (American Express’te önündeki 4 haneli) güvenlik kodunu girin.',
    en: 'Enter the 3-digit security code on the back of the card (4 digits on the front for American Express).',
  },
} satisfies Record<string, TLocalizedText>;
