import { ApiError } from '../../platform/api-error.ts';

/** What the ledger module raises (codes in packages/contracts/src/errors/ledger.errors.ts). */
export const ledgerErrors = {
  walletInsufficient: () => new ApiError('WALLET_INSUFFICIENT'),
  takeBackTooLarge: () => new ApiError('WALLET_TAKE_BACK_TOO_LARGE'),
  boostNotFound: () => new ApiError('BOOST_NOT_FOUND'),
  boostCannotStop: () => new ApiError('BOOST_CANNOT_STOP'),
  boostCannotContinue: () => new ApiError('BOOST_CANNOT_CONTINUE'),
  subscriptionAlreadyEnding: () => new ApiError('SUBSCRIPTION_ALREADY_ENDING'),
  subscriptionFollowsPackage: () => new ApiError('SUBSCRIPTION_FOLLOWS_PACKAGE'),
};
