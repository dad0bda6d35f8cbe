import {
  billingPaymentsEndpoints as endpoints,
  IDEMPOTENCY_KEY_HEADER,
  PAGE_SIZE,
  type TCreditCardList,
  type TPaymentInitBody,
  type TPaymentStartBody,
  type TPaymentView,
  type TTransactionPage,
} from '@brifa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiRequestError, callEndpoint, type TApiContext } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';

export const CREDIT_CARDS_QUERY_KEY = ['payments', 'cards'] as const;

export function getPaymentConfig(api: TApiContext) {
  return callEndpoint(api, endpoints.getPaymentConfig);
}

/** POST Payment/init: the server's price and the card's instalments (no charge). */
export function initPayment(api: TApiContext, body: TPaymentInitBody) {
  return callEndpoint(api, endpoints.postPaymentInit, { body });
}

/** POST Payment/start with the pop-up's idempotency key (a retry of the same click charges once). */
export function startPayment(api: TApiContext, body: TPaymentStartBody, idempotencyKey: string) {
  return callEndpoint(api, endpoints.postPaymentStart, {
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

export function getPayment(api: TApiContext, id: string): Promise<TPaymentView> {
  return callEndpoint(api, endpoints.getPayment, { params: { id } });
}

export function listCreditCards(api: TApiContext): Promise<TCreditCardList> {
  return callEndpoint(api, endpoints.getCreditCard);
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

const noRetryOn4xx = (failures: number, error: unknown) =>
  !(error instanceof ApiRequestError && error.status < 500) && failures < 1;

export function useCreditCards(initial?: TCreditCardList | null) {
  const api = useApiContext();
  return useQuery({
    queryKey: CREDIT_CARDS_QUERY_KEY,
    queryFn: () => listCreditCards(api),
    initialData: initial ?? undefined,
    retry: noRetryOn4xx,
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
