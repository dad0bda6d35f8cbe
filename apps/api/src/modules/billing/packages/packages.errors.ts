import { ApiError } from '../../../platform/api-error.ts';

/** What billing raises for packages (codes in packages/contracts/src/errors/billing-packages.errors.ts). */
export const billingPackagesErrors = {
  moneyBackExpired: () => new ApiError('PACKAGE_MONEY_BACK_EXPIRED'),
  moneyBackUnavailable: () => new ApiError('PACKAGE_MONEY_BACK_UNAVAILABLE'),
};
