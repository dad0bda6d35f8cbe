import { ApiError } from '../../platform/api-error.ts';

/** What the directory module raises (codes in packages/contracts/src/errors/directory.errors.ts). */
export const directoryErrors = {
  /** The directory query fails its schema, each field with its own message. */
  queryInvalid: (fieldErrors: Record<string, string>) =>
    new ApiError('DIRECTORY_BAD_REQUEST', { fieldErrors }),
  priceRangeInvalid: () => new ApiError('DIRECTORY_BAD_REQUEST', { fields: ['MinPrice', 'MaxPrice'] }),
  cityNotFound: () => new ApiError('DIRECTORY_CITY_NOT_FOUND'),
};
