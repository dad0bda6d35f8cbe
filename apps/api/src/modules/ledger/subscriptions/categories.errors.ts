import { errorFields } from '@brifa/contracts';
import { ApiError } from '../../../platform/api-error.ts';

/** What category subscriptions raise (codes in packages/contracts/src/errors/ledger-categories.errors.ts). */
export const categoriesErrors = {
  chooseAtLeastOne: () =>
    new ApiError('CATEGORY_CHOOSE_AT_LEAST_ONE', { fields: errorFields('CATEGORY_CHOOSE_AT_LEAST_ONE') }),
  packageLimitExceeded: () =>
    new ApiError('CATEGORY_PACKAGE_LIMIT_EXCEEDED', {
      fields: errorFields('CATEGORY_PACKAGE_LIMIT_EXCEEDED'),
    }),
  selectionProblem: () =>
    new ApiError('CATEGORY_SELECTION_PROBLEM', { fields: errorFields('CATEGORY_SELECTION_PROBLEM') }),
  alreadySubscribed: () =>
    new ApiError('CATEGORY_ALREADY_SUBSCRIBED', { fields: errorFields('CATEGORY_ALREADY_SUBSCRIBED') }),
  scopeRequired: () =>
    new ApiError('CATEGORY_SCOPE_REQUIRED', { fields: errorFields('CATEGORY_SCOPE_REQUIRED') }),
  packageNotLive: () => new ApiError('PACKAGE_NOT_LIVE'),
  subscriptionNotFound: () => new ApiError('SUBSCRIPTION_NOT_FOUND'),
  subscriptionAlreadyEnded: () => new ApiError('SUBSCRIPTION_ALREADY_ENDED'),
};
