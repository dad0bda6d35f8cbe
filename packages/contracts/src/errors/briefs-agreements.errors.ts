import type { TErrorDefinition } from './error-definition.ts';

/** Codes of the briefs module's agreements (issue 20 items 1 and 2). Merged into the briefs module's codes. */
export const BRIEFS_AGREEMENTS_ERRORS = {
  AGREEMENT_NOT_FOUND: {
    status: 404,
    message: {
      tr: 'Bu anlaşma bulunamadı ya da size ait değil.',
      en: 'This agreement was not found or is not yours.',
    },
    raisedWhen: 'someone other than the brief’s client or the winning agency’s team asks for an agreement',
  },
  AGREEMENT_STATE_INVALID: {
    status: 409,
    message: {
      tr: 'Anlaşma bu işlem için uygun durumda değil.',
      en: 'The agreement is not in a state that allows this.',
    },
    raisedWhen:
      'documents are sent after the client confirmed, the amount is confirmed before the documents, or an ended agreement is changed',
  },
  AGREEMENT_AMOUNT_CHANGED: {
    status: 409,
    message: {
      tr: 'Ajans tutarı değiştirdi; lütfen yeni tutarı kontrol edip yeniden onaylayın.',
      en: 'The agency changed the amount; please check the new amount and confirm again.',
    },
    raisedWhen: 'the client confirms an amount other than the one the agency sent last',
  },
  AGREEMENT_DOCUMENTS_INVALID: {
    status: 400,
    message: {
      tr: 'Tutar, dönem, sözleşme ve fatura gerekli. Dosyalar PDF ya da görsel (PNG, JPG) olmalı.',
      en: 'The amount, the period, the contract and the invoice are required. Files must be PDF or an image (PNG, JPG).',
    },
    raisedWhen:
      'the agency sends agreement documents without an amount, a period, months of a monthly deal, or a contract or invoice that is a PDF or an image',
    fields: ['Amount', 'Period', 'Months', 'Contract', 'Invoice'],
  },
} as const satisfies Record<string, TErrorDefinition>;
