import { errorFields, errorMessage, fieldMessage, type TErrorCode, type TLocale } from '@brifa/contracts';
import { ApiError } from '../../platform/api-error.ts';

/** What the agencies module raises (codes in packages/contracts/src/errors/agencies.errors.ts). */
export const agenciesErrors = {
  presentationTypeInvalid: () => new ApiError('PRESENTATION_TYPE_INVALID'),
  serviceNeedsSubscription: () => new ApiError('SERVICE_NEEDS_SUBSCRIPTION'),
  serviceNotFound: () => new ApiError('SERVICE_NOT_FOUND'),
  serviceDuplicate: () => new ApiError('SERVICE_DUPLICATE', { fields: errorFields('SERVICE_DUPLICATE') }),
  portfolioNotFound: () => new ApiError('PORTFOLIO_NOT_FOUND'),
  /** Portfolio fields naming catalogue entries (services, sectors...) that do not exist. */
  portfolioReferencesInvalid: (fields: readonly string[], locale: TLocale) => {
    const message = fieldMessage('invalid', locale);
    return new ApiError('VALIDATION_FAILED', {
      fieldErrors: Object.fromEntries(fields.map((field) => [field, message])),
    });
  },
  referenceNotFound: () => new ApiError('REFERENCE_NOT_FOUND'),
  /** One of several uploaded logos failed the image checks: the same code, the file's name before the message. */
  referenceLogoRejected: (code: TErrorCode, fileName: string, locale: TLocale) =>
    new ApiError(code, { message: `${fileName}: ${errorMessage(code, locale)}` }),
  commentNotFound: () => new ApiError('COMMENT_NOT_FOUND'),
  commentLogoRequired: () =>
    new ApiError('COMMENT_LOGO_REQUIRED', { fields: errorFields('COMMENT_LOGO_REQUIRED') }),
  productNotFound: () => new ApiError('PRODUCT_NOT_FOUND'),
  productCoverRequired: () =>
    new ApiError('PRODUCT_COVER_REQUIRED', { fields: errorFields('PRODUCT_COVER_REQUIRED') }),
  blogImageRequired: () =>
    new ApiError('BLOG_IMAGE_REQUIRED', { fields: errorFields('BLOG_IMAGE_REQUIRED') }),
  blogPostNotFound: () => new ApiError('BLOG_POST_NOT_FOUND'),
  /** An upload check's failure (too big, not an image) beside the post's image field. */
  blogImageRejected: (code: TErrorCode) => new ApiError(code, { fields: ['Image'] }),
  agencyNotFound: () => new ApiError('AGENCY_NOT_FOUND'),
  /** A match-settings rule broken on one field, with the code's own sentence beside it. */
  matchSetting: (code: TErrorCode, field: string, locale: TLocale) =>
    new ApiError(code, { fieldErrors: { [field]: fieldMessage(code, locale) } }),
};
