import { ApiError } from '../../../platform/api-error.ts';

/** What paying a debt raises (codes in packages/contracts/src/errors/billing-debts.errors.ts). */
export const debtsErrors = {
  notFound: () => new ApiError('DEBT_NOT_FOUND'),
  alreadyPaid: () => new ApiError('DEBT_ALREADY_PAID'),
};
