import { ApiError } from '../../../platform/api-error.ts';

/** What the packages' rules raise (codes in packages/contracts/src/errors/ledger-packages.errors.ts). */
export const packagesErrors = {
  alreadyActive: () => new ApiError('PACKAGE_ALREADY_ACTIVE'),
  notFound: () => new ApiError('PACKAGE_SUBSCRIPTION_NOT_FOUND'),
  alreadyEnded: () => new ApiError('PACKAGE_ALREADY_ENDED'),
};
