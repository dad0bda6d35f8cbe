import type { TErrorDefinition } from './error-definition.ts';

/** Codes the billing module's debts raise (issue 19: paying a failed renewal's debt). Merged into ERRORS (errors.ts). */
export const BILLING_DEBTS_ERRORS = {
  DEBT_NOT_FOUND: {
    status: 404,
    message: {
      tr: 'Bu borç bulunamadı. Sayfayı yenileyip tekrar deneyin.',
      en: 'This debt was not found. Refresh the page and try again.',
    },
    raisedWhen: 'a debt payment (card or bank transfer) names a debt that is not the agency’s',
  },
  DEBT_ALREADY_PAID: {
    status: 409,
    message: {
      tr: 'Bu borç zaten ödendi; tekrar ödemenize gerek yok.',
      en: 'This debt is already paid; there is nothing more to pay.',
    },
    raisedWhen: 'a debt is paid a second time (a card payment or a bank transfer request for a paid debt)',
  },
} as const satisfies Record<string, TErrorDefinition>;
