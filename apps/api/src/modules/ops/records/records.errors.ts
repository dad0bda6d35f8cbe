import { ApiError } from '../../../platform/api-error.ts';

/** What the console's records and actions raise (codes in packages/contracts/src/errors/ops.errors.ts). */
export const opsRecordsErrors = {
  recordNotFound: () => new ApiError('OPS_RECORD_NOT_FOUND'),
};
