import { errorFields } from '@brifa/contracts';
import { ApiError } from '../../platform/api-error.ts';

/** What the growth module raises (codes in packages/contracts/src/errors/growth.errors.ts). */
export const growthErrors = {
  creditReportPhoneUnverified: () =>
    new ApiError('CREDIT_REPORT_PHONE_UNVERIFIED', { fields: errorFields('CREDIT_REPORT_PHONE_UNVERIFIED') }),
  creditReportNotFound: () => new ApiError('CREDIT_REPORT_NOT_FOUND'),
  backlinkAgenciesOnly: () => new ApiError('BACKLINK_AGENCIES_ONLY'),
};
