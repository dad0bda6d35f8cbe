import { ZWalletTransactionList, ZWalletTransactionsQuery } from '../wallet.ts';
import { defineEndpoint } from './define-endpoint.ts';

/** The agency's leadcoin wallet. */
export const ledgerEndpoints = {
  getWalletTransaction: defineEndpoint({
    method: 'GET',
    path: '/WalletTransaction',
    query: ZWalletTransactionsQuery,
    response: ZWalletTransactionList,
    auth: 'required',
  }),
};
