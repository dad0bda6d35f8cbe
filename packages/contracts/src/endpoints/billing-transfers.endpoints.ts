import { z } from 'zod';
import {
  ZBankTransfer,
  ZBankTransferCreate,
  ZBankTransferCreated,
  ZBankTransferDebtCreate,
  ZBankTransferList,
  ZOpsBankTransfer,
} from '../billing/transfers.ts';
import { ZOpsActionResult, ZOpsOptionalReasonBody, ZOpsReasonBody } from '../ops/ops-actions.ts';
import { defineEndpoint } from './define-endpoint.ts';

/** A transfer's public id (never the row id). */
const ZTransferId = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{8,40}$/) });

/** Wallet top-up by bank transfer (issue 18 item 9): the agency's side. */
export const billingTransfersEndpoints = {
  /** The agency's transfer requests, newest first, with the account to send to. */
  getBankTransfers: defineEndpoint({
    method: 'GET',
    path: '/BankTransfer',
    response: ZBankTransferList,
    auth: 'required',
  }),
  /** A new request: answers the IBAN, the exact amount and the reference code. */
  postBankTransfer: defineEndpoint({
    method: 'POST',
    path: '/BankTransfer',
    body: ZBankTransferCreate,
    response: ZBankTransferCreated,
    status: 201,
    auth: 'required',
  }),
  /** A request that pays one unpaid debt (issue 19): the amount is the debt's; confirming it pays the debt. */
  postBankTransferDebt: defineEndpoint({
    method: 'POST',
    path: '/BankTransfer/debt',
    body: ZBankTransferDebtCreate,
    response: ZBankTransferCreated,
    status: 201,
    auth: 'required',
  }),
  /** "I have sent it" (once): an operator's queue item "confirm transfer" opens, due in 60 minutes. */
  postBankTransferSent: defineEndpoint({
    method: 'POST',
    path: '/BankTransfer/:id/sent',
    params: ZTransferId,
    response: ZBankTransfer,
    auth: 'required',
  }),
};

const prefix = '/api/v1/ops';

/** The operator console's side: the transfer behind a queue item, confirm (the ledger credits) or reject. */
export const opsBankTransferEndpoints = {
  getOpsBankTransfer: defineEndpoint({
    method: 'GET',
    path: '/bank-transfers/:id',
    prefix,
    params: ZTransferId,
    response: ZOpsBankTransfer,
  }),
  postOpsBankTransferConfirm: defineEndpoint({
    method: 'POST',
    path: '/bank-transfers/:id/confirm',
    prefix,
    params: ZTransferId,
    body: ZOpsOptionalReasonBody,
    response: ZOpsActionResult,
  }),
  postOpsBankTransferReject: defineEndpoint({
    method: 'POST',
    path: '/bank-transfers/:id/reject',
    prefix,
    params: ZTransferId,
    body: ZOpsReasonBody,
    response: ZOpsActionResult,
  }),
};
