import { ApiError } from './api-error.ts';

/**
 * The generic HTTP errors (packages/contracts/src/errors/common.errors.ts) any module may raise. A module's own
 * codes have their constructors in `modules/<module>/<module>.errors.ts`.
 */
export const commonErrors = {
  /** The request fails a check beyond its schema; `fields` are marked with the generic message. */
  validationFailed: (fields?: string[]) => new ApiError('VALIDATION_FAILED', fields ? { fields } : {}),
  /** The request fails a check beyond its schema, each field with its own message. */
  fieldsInvalid: (fieldErrors: Record<string, string>) => new ApiError('VALIDATION_FAILED', { fieldErrors }),
  unauthorized: () => new ApiError('UNAUTHORIZED'),
  forbidden: () => new ApiError('FORBIDDEN'),
  crossSiteRequest: () => new ApiError('CROSS_SITE_REQUEST'),
  notFound: () => new ApiError('NOT_FOUND'),
  internal: () => new ApiError('INTERNAL'),
};
