import { opsPaymentEndpoints as endpoints } from '@brifa/contracts';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';

/** The console's payment calls (loaders pass opsApi(request), the browser useOpsApi()). */
export const opsPaymentApi = {
  payment: (api: TApiContext, id: string) => callEndpoint(api, endpoints.getOpsPayment, { params: { id } }),
  refund: (api: TApiContext, id: string, reason: string) =>
    callEndpoint(api, endpoints.postOpsPaymentRefund, { params: { id }, body: { Reason: reason } }),
};
