import { ledgerEndpoints, PAGE_SIZE, type TWalletTransactionList } from '@brifa/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, callEndpoint, type TApiContext } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';

export const WALLET_TRANSACTIONS_QUERY_KEY = ['wallet', 'transactions'] as const;

/** GET WalletTransaction: the agency's wallet entries, newest first, 20 a page (PageIndex from 0). */
export function listWalletTransactions(api: TApiContext, pageIndex: number): Promise<TWalletTransactionList> {
  return callEndpoint(api, ledgerEndpoints.getWalletTransaction, {
    query: { PageIndex: pageIndex, PageSize: PAGE_SIZE.transactions },
  });
}

export function walletTransactionsQuery(
  api: TApiContext,
  pageIndex: number,
  initial?: { pageIndex: number; data: TWalletTransactionList | null },
) {
  return queryOptions({
    queryKey: [...WALLET_TRANSACTIONS_QUERY_KEY, pageIndex],
    queryFn: () => listWalletTransactions(api, pageIndex),
    initialData: initial?.pageIndex === pageIndex ? (initial.data ?? undefined) : undefined,
    placeholderData: keepPreviousData,
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status < 500) && failures < 1,
  });
}

export function useWalletTransactions(
  pageIndex: number,
  initial?: { pageIndex: number; data: TWalletTransactionList | null },
) {
  const api = useApiContext();
  return useQuery(walletTransactionsQuery(api, pageIndex, initial));
}
