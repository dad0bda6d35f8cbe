import { ApiError } from '../../platform/api-error.ts';

/** What the reviews module raises (codes in packages/contracts/src/errors/reviews.errors.ts). */
export const reviewsErrors = {
  duplicate: () => new ApiError('REVIEW_DUPLICATE'),
  verificationFailed: () => new ApiError('REVIEW_VERIFICATION_FAILED'),
  rateLimited: () => new ApiError('REVIEW_RATE_LIMITED'),
  linkInvalid: () => new ApiError('REVIEW_LINK_INVALID'),
  notRemoved: () => new ApiError('REVIEW_NOT_REMOVED'),
  alreadyReplied: () => new ApiError('REVIEW_ALREADY_REPLIED'),
  notFound: () => new ApiError('REVIEW_NOT_FOUND'),
  notModeratable: () => new ApiError('REVIEW_NOT_MODERATABLE'),
};
