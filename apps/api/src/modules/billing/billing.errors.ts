import { ApiError } from '../../platform/api-error.ts';

/** What the billing module raises (codes in packages/contracts/src/errors/billing-*.errors.ts). */
export const billingTransferErrors = {
  notFound: () => new ApiError('BANK_TRANSFER_NOT_FOUND'),
  alreadySent: () => new ApiError('BANK_TRANSFER_ALREADY_SENT'),
  alreadyDecided: () => new ApiError('BANK_TRANSFER_ALREADY_DECIDED'),
};
