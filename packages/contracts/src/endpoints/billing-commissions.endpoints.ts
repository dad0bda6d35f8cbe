import { ZCommissionPieceList, ZCommissionPiecesQuery } from '../billing/commissions.ts';
import { defineEndpoint } from './define-endpoint.ts';

/** The earlier commission model's payment plans (issue 20, item 5): the agency's monthly commission pieces. */
export const billingCommissionsEndpoints = {
  getCommissionPaymentPlanPiece: defineEndpoint({
    method: 'GET',
    path: '/OfferAgreement/comission-payment-plan-piece',
    query: ZCommissionPiecesQuery,
    response: ZCommissionPieceList,
    auth: 'required',
  }),
};
