import { opsJobEndpoints as endpoints } from '@brifa/contracts';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';

/** The console's job post calls (loaders pass opsApi(request), the browser useOpsApi()). */
export const opsJobApi = {
  job: (api: TApiContext, id: number) => callEndpoint(api, endpoints.getOpsJob, { params: { id } }),
  approve: (api: TApiContext, id: number) =>
    callEndpoint(api, endpoints.postOpsJobApprove, { params: { id }, body: { Reason: '' } }),
  reject: (api: TApiContext, id: number, reason: string) =>
    callEndpoint(api, endpoints.postOpsJobReject, { params: { id }, body: { Reason: reason } }),
};
