import { ApiError } from '../../../platform/api-error.ts';

/** What billing's invoices raise (codes in packages/contracts/src/errors/billing-invoices.errors.ts). */
export const invoicesErrors = {
  invoiceNotFound: () => new ApiError('INVOICE_NOT_FOUND'),
  linesEmpty: () => new ApiError('INVOICE_LINES_EMPTY'),
  billingInfoRequired: () => new ApiError('BILLING_INFO_REQUIRED'),
};
