import type { TLocalizedText } from '../messages.ts';
import type { TErrorDefinition } from './error-definition.ts';

/** Codes of the bank-transfer top-up (issue 18, apps/api/src/modules/billing/transfers). Merged into ERRORS (errors.ts). */
export const BILLING_TRANSFERS_ERRORS = {
  BANK_TRANSFER_NOT_FOUND: {
    status: 404,
    message: { tr: 'Havale/EFT talebi bulunamadı.', en: 'No such bank transfer request.' },
    raisedWhen: 'a transfer id is unknown, or belongs to another agency',
  },
  BANK_TRANSFER_ALREADY_SENT: {
    status: 409,
    message: {
      tr: 'Bu havale/EFT zaten gönderildi olarak işaretlendi.',
      en: 'This bank transfer has already been marked as sent.',
    },
    raisedWhen:
      'an agency marks a transfer sent a second time, or one that is no longer awaiting its transfer',
  },
  BANK_TRANSFER_ALREADY_DECIDED: {
    status: 409,
    message: {
      tr: 'Bu havale/EFT zaten onaylandı ya da reddedildi.',
      en: 'This bank transfer has already been confirmed or rejected.',
    },
    raisedWhen:
      'an operator confirms or rejects a transfer that is no longer pending (e.g. another operator did first)',
  },
} as const satisfies Record<string, TErrorDefinition>;

/** Texts beside the transfer form's amount field. Merged into FIELD_MESSAGES (errors.ts). */
export const BILLING_TRANSFERS_FIELD_MESSAGES = {
  bankTransferMinimum: {
    tr: 'Havale/EFT ile en az {topUpMinimumTl} TL yükleyebilirsiniz.',
    en: 'The minimum top-up by bank transfer is {topUpMinimumTl} TL.',
  },
  bankTransferMaximum: {
    tr: 'Tek talepte en fazla 1.000.000 TL yükleyebilirsiniz.',
    en: 'A single request can top up at most 1,000,000 TL.',
  },
} as const satisfies Record<string, TLocalizedText>;
