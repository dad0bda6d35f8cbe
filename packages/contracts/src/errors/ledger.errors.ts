import type { TErrorDefinition } from './error-definition.ts';

/** Codes the ledger module raises (wallet, subscriptions). Merged into ERRORS (errors.ts). */
export const LEDGER_ERRORS = {
  /** 402 Payment Required: the fix is to pay (top up), and the web app can tell it apart from other conflicts. */
  WALLET_INSUFFICIENT: {
    status: 402,
    message: {
      tr: 'Bu projeye erişmek için cüzdan bakiyeniz yetersiz. Lütfen cüzdanınıza bakiye yükleyin.',
      en: 'Your wallet balance is not enough to access this project. Please top up your wallet.',
    },
    raisedWhen: 'a wallet debit (e.g. unlocking a project) is more than the agency’s balance',
  },
  WALLET_TAKE_BACK_TOO_LARGE: {
    status: 409,
    message: {
      tr: 'Geri alınacak tutar ajansın bakiyesinden fazla; bakiye sıfırın altına inemez.',
      en: 'The amount to take back is more than the agency’s balance; a balance cannot go below zero.',
    },
    raisedWhen: 'an operator takes back more credit than the agency has',
  },
  BOOST_NOT_FOUND: {
    status: 404,
    message: {
      tr: 'Öne çıkarma bulunamadı.',
      en: 'Boost not found.',
    },
    raisedWhen: 'a boost that is not the agency’s (or does not exist) is stopped or continued',
  },
  BOOST_CANNOT_STOP: {
    status: 409,
    message: {
      tr: 'Bu öne çıkarma durdurulamaz: yalnızca süresi bitmemiş, etkin bir öne çıkarma durdurulabilir.',
      en: 'This boost cannot be stopped: only an active boost with days left can be stopped.',
    },
    raisedWhen: 'a boost already stopped or ended is stopped',
  },
  BOOST_CANNOT_CONTINUE: {
    status: 409,
    message: {
      tr: 'Bu öne çıkarma devam ettirilemez: yalnızca durdurulmuş bir öne çıkarma devam ettirilebilir.',
      en: 'This boost cannot be continued: only a stopped boost can be continued.',
    },
    raisedWhen: 'a boost that is not stopped is continued',
  },
  // issue 19 item 10: the operator console's subscription actions (ledger/subscriptions/agency-subscriptions)
  SUBSCRIPTION_ALREADY_ENDING: {
    status: 409,
    message: {
      tr: 'Bu abonelik yenilenmiyor; dönem sonunda zaten sona erecek. Hemen sona erdirmeyi seçebilirsiniz.',
      en: 'This subscription does not renew; it already ends at the end of its period. You can end it now instead.',
    },
    raisedWhen:
      'an operator cancels at the period end a subscription that already ends then (a boost, or one marked to be cancelled)',
  },
  SUBSCRIPTION_FOLLOWS_PACKAGE: {
    status: 409,
    message: {
      tr: 'Bu kategori paketle birlikte seçildi; süresi paketle birlikte uzar. Paketi uzatın.',
      en: 'This category was chosen with a package; it is extended with the package. Extend the package instead.',
    },
    raisedWhen: 'an operator extends a category chosen with a package’s rights on its own',
  },
} as const satisfies Record<string, TErrorDefinition>;
