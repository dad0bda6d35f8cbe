import { opsBankTransferEndpoints as endpoints } from '@brifa/contracts';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';

/** The console's bank-transfer calls (loaders pass opsApi(request), the browser useOpsApi()). */
export const opsBankTransferApi = {
  transfer: (api: TApiContext, id: string) =>
    callEndpoint(api, endpoints.getOpsBankTransfer, { params: { id } }),
  confirm: (api: TApiContext, id: string, note: string) =>
    callEndpoint(api, endpoints.postOpsBankTransferConfirm, { params: { id }, body: { Reason: note } }),
  reject: (api: TApiContext, id: string, reason: string) =>
    callEndpoint(api, endpoints.postOpsBankTransferReject, { params: { id }, body: { Reason: reason } }),
};
