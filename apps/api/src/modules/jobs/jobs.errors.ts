import { ApiError } from '../../platform/api-error.ts';

/** What job posts raise (codes in packages/contracts/src/errors/jobs.errors.ts). */
export const jobsErrors = {
  notFound: () => new ApiError('JOB_NOT_FOUND'),
  notAwaitingPayment: () => new ApiError('JOB_NOT_AWAITING_PAYMENT'),
  notAwaitingApproval: () => new ApiError('JOB_NOT_AWAITING_APPROVAL'),
  uploadInvalid: (field: string) => new ApiError('JOB_UPLOAD_INVALID', { fields: [field] }),
  fileTypeInvalid: () => new ApiError('JOB_FILE_TYPE_INVALID', { fields: ['Cv'] }),
  cvRequired: () => new ApiError('JOB_CV_REQUIRED', { fields: ['Cv'] }),
  alreadyApplied: () => new ApiError('JOB_ALREADY_APPLIED', { fields: ['Email'] }),
};
