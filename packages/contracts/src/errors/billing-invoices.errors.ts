import type { TErrorDefinition } from './error-definition.ts';

/** Codes the billing module's invoices raise. Merged into ERRORS (errors.ts). */
export const BILLING_INVOICES_ERRORS = {
  INVOICE_NOT_FOUND: {
    status: 404,
    message: { tr: 'Fatura bulunamadı.', en: 'Invoice not found.' },
    raisedWhen:
      'an invoice id that does not exist or belongs to someone else (its PDF is only for its owner)',
  },
  INVOICE_LINES_EMPTY: {
    status: 422,
    message: {
      tr: 'Faturada en az bir kalem olmalı; tutarlar sıfırdan büyük olmalı.',
      en: 'An invoice needs at least one line, with amounts above zero.',
    },
    raisedWhen: 'the payments core asks for an invoice without lines or with a line of zero or less',
  },
  BILLING_INFO_REQUIRED: {
    status: 409,
    message: {
      tr: 'Ödeme yapabilmek için lütfen fatura bilgilerinizi düzenleyin.',
      en: 'Please edit your billing information before paying.',
    },
    raisedWhen:
      'a payment is started before the payer has billing details (rules.md §8 "please edit billing information")',
  },
} as const satisfies Record<string, TErrorDefinition>;
