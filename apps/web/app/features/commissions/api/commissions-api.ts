import {
  billingCommissionsEndpoints,
  billingTransfersEndpoints,
  type TBankTransfer,
  type TBankTransferAccount,
  type TCommissionPieceList,
  type TCommissionPiecesQuery,
} from '@brifa/contracts';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';

/** GET OfferAgreement/comission-payment-plan-piece: the agency's commission pieces (earlier model, issue 20). */
export function listCommissionPieces(
  api: TApiContext,
  query: TCommissionPiecesQuery = {},
): Promise<TCommissionPieceList> {
  return callEndpoint(api, billingCommissionsEndpoints.getCommissionPaymentPlanPiece, { query });
}

/** POST BankTransfer/debt for a piece (a piece is a debt): a transfer request for exactly its amount. */
export function requestPieceTransfer(
  api: TApiContext,
  pieceId: number,
): Promise<{ Transfer: TBankTransfer; Account: TBankTransferAccount }> {
  return callEndpoint(api, billingTransfersEndpoints.postBankTransferDebt, { body: { DebtId: pieceId } });
}
