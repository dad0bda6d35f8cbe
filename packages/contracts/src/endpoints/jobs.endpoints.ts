import {
  ZJobApplicationFields,
  ZJobApplicationResult,
  ZJobBody,
  ZJobIdParams,
  ZJobPageQuery,
  ZJobPricePlans,
  ZJobUpload,
  ZJobUploadQuery,
  ZOpsJob,
  ZOwnJob,
  ZOwnJobList,
  ZPublicJob,
  ZPublicJobPage,
} from '../jobs.ts';
import { ZOpsActionResult, ZOpsOptionalReasonBody, ZOpsReasonBody } from '../ops/ops-actions.ts';
import { defineEndpoint } from './define-endpoint.ts';

/**
 * Job posts (issue 21 item 1; rules.md §7 JobPricePlan, POST Job, Job/subscription). The public board's calls
 * (Job/external...) and the upload are Brifa's names: the spec names the screens, not their calls.
 */
export const jobsEndpoints = {
  getJobPricePlan: defineEndpoint({ method: 'GET', path: '/JobPricePlan', response: ZJobPricePlans }),
  postJob: defineEndpoint({
    method: 'POST',
    path: '/Job',
    body: ZJobBody,
    response: ZOwnJob,
    status: 201,
    auth: 'required',
  }),
  postJobUpload: defineEndpoint({
    method: 'POST',
    path: '/Job/upload',
    query: ZJobUploadQuery,
    form: true,
    response: ZJobUpload,
    auth: 'required',
  }),
  getJobSubscription: defineEndpoint({
    method: 'GET',
    path: '/Job/subscription',
    response: ZOwnJobList,
    auth: 'required',
  }),
  getJobExternal: defineEndpoint({
    method: 'GET',
    path: '/Job/external',
    query: ZJobPageQuery,
    response: ZPublicJobPage,
  }),
  getJobExternalById: defineEndpoint({
    method: 'GET',
    path: '/Job/external/:id',
    params: ZJobIdParams,
    response: ZPublicJob,
  }),
  postJobApply: defineEndpoint({
    method: 'POST',
    path: '/Job/external/:id/apply',
    params: ZJobIdParams,
    body: ZJobApplicationFields,
    form: true,
    unchecked: ['body'],
    response: ZJobApplicationResult,
    status: 201,
  }),
};

const prefix = '/api/v1/ops';

/** The console's side: the post behind a "job approval" item, approve (live) or reject with a reason. */
export const opsJobEndpoints = {
  getOpsJob: defineEndpoint({
    method: 'GET',
    path: '/jobs/:id',
    prefix,
    params: ZJobIdParams,
    response: ZOpsJob,
  }),
  postOpsJobApprove: defineEndpoint({
    method: 'POST',
    path: '/jobs/:id/approve',
    prefix,
    params: ZJobIdParams,
    body: ZOpsOptionalReasonBody,
    response: ZOpsActionResult,
  }),
  postOpsJobReject: defineEndpoint({
    method: 'POST',
    path: '/jobs/:id/reject',
    prefix,
    params: ZJobIdParams,
    body: ZOpsReasonBody,
    response: ZOpsActionResult,
  }),
};
