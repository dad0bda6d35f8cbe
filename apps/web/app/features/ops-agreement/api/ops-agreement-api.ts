import { opsAgreementEndpoints as endpoints } from '@brifa/contracts';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';

/** The console's agreement calls (loaders pass opsApi(request), the browser useOpsApi()). */
export const opsAgreementApi = {
  agreement: (api: TApiContext, id: number) =>
    callEndpoint(api, endpoints.getOpsAgreement, { params: { id } }),
  approve: (api: TApiContext, id: number, note: string) =>
    callEndpoint(api, endpoints.postOpsAgreementApprove, { params: { id }, body: { Reason: note } }),
  reject: (api: TApiContext, id: number, reason: string) =>
    callEndpoint(api, endpoints.postOpsAgreementReject, { params: { id }, body: { Reason: reason } }),
};
