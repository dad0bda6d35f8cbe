import {
  billingPaymentsEndpoints as endpoints,
  PAGE_SIZE,
  type TPaymentView,
  type TTransactionPage,
} from '@brifa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { noRetryOn4xx } from '../../../entities/billing/checkout-api.ts';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';

export {
  CREDIT_CARDS_QUERY_KEY,
  initPayment,
  listCreditCards,
  startPayment,
  useCreditCards,
} from '../../../entities/billing/checkout-api.ts';

export function getPaymentConfig(api: TApiContext) {
  return callEndpoint(api, endpoints.getPaymentConfig);
}

export function getPayment(api: TApiContext, id: string): Promise<TPaymentView> {
  return callEndpoint(api, endpoints.getPayment, { params: { id } });
}

export function addCreditCard(
  api: TApiContext,
  card: { HolderName: string; Number: string; ExpireMonth: number; ExpireYear: number; Cvc: string },
) {
  return callEndpoint(api, endpoints.postCreditCard, { body: { Card: card } });
}

export function deleteCreditCard(api: TApiContext, id: number) {
  return callEndpoint(api, endpoints.deleteCreditCard, { params: { id } });
}

export function listTransactions(api: TApiContext, pageIndex: number): Promise<TTransactionPage> {
  return callEndpoint(api, endpoints.getTransactionPage, {
    query: { PageIndex: pageIndex, PageSize: PAGE_SIZE.transactions },
  });
}

export function useTransactions(
  pageIndex: number,
  initial?: { pageIndex: number; data: TTransactionPage | null },
) {
  const api = useApiContext();
  return useQuery({
    queryKey: ['payments', 'transactions', pageIndex],
    queryFn: () => listTransactions(api, pageIndex),
    initialData: initial?.pageIndex === pageIndex ? (initial.data ?? undefined) : undefined,
    placeholderData: keepPreviousData,
    retry: noRetryOn4xx,
  });
}
