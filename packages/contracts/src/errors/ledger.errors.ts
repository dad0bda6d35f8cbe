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
} as const satisfies Record<string, TErrorDefinition>;
