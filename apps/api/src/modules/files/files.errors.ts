import { ApiError } from '../../platform/api-error.ts';

/** What the files module raises (codes in packages/contracts/src/errors/files.errors.ts). */
export const filesErrors = {
  countExceeded: () => new ApiError('FILE_COUNT_EXCEEDED'),
  imageRatioInvalid: () => new ApiError('IMAGE_RATIO_INVALID'),
  imageTooSmall: () => new ApiError('IMAGE_TOO_SMALL'),
  tooBig: () => new ApiError('FILE_TOO_BIG'),
  typeInvalid: () => new ApiError('FILE_TYPE_INVALID'),
};
