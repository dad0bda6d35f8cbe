import { ZOpsPayment, ZOpsPaymentId } from '../billing/payment-refunds.ts';
import { ZOpsActionResult, ZOpsReasonBody } from '../ops/ops-actions.ts';
import { defineEndpoint } from './define-endpoint.ts';

const prefix = '/api/v1/ops';

/** The operator console's payment record and its audited refund (issue 18). */
export const opsPaymentEndpoints = {
  getOpsPayment: defineEndpoint({
    method: 'GET',
    path: '/payments/:id',
    prefix,
    params: ZOpsPaymentId,
    response: ZOpsPayment,
  }),
  /** The whole paid price back to the card, what the payment delivered taken back, a credit note issued. */
  postOpsPaymentRefund: defineEndpoint({
    method: 'POST',
    path: '/payments/:id/refund',
    prefix,
    params: ZOpsPaymentId,
    body: ZOpsReasonBody,
    response: ZOpsActionResult,
  }),
};
