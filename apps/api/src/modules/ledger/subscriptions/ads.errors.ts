import { ApiError } from '../../../platform/api-error.ts';

/** What advertising raises (codes in packages/contracts/src/errors/ledger-ads.errors.ts). */
export const adsErrors = {
  slotUnavailable: () => new ApiError('AD_SLOT_UNAVAILABLE'),
  termsRequired: () => new ApiError('AD_TERMS_REQUIRED', { fields: ['AcceptTerms'] }),
  imageRequired: () => new ApiError('AD_IMAGE_REQUIRED', { fields: ['AdImageUrl'] }),
  categoryRequired: () => new ApiError('AD_CATEGORY_REQUIRED', { fields: ['AdCategoryId'] }),
  notFound: () => new ApiError('AD_NOT_FOUND'),
  eliteClaimNotElite: () => new ApiError('AD_ELITE_CLAIM_NOT_ELITE'),
  eliteClaimUsed: () => new ApiError('AD_ELITE_CLAIM_USED'),
};
