import {
  billingPaymentsEndpoints as endpoints,
  IDEMPOTENCY_KEY_HEADER,
  type TCreditCardList,
  type TPaymentInitBody,
  type TPaymentStartBody,
} from '@brifa/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, callEndpoint, type TApiContext } from '../../lib/api-client.ts';
import { useApiContext } from '../../lib/use-session-user.ts';

/** The card checkout's calls (every purchase: packages, ads, boosts, categories, debts, top-ups). */
export const CREDIT_CARDS_QUERY_KEY = ['payments', 'cards'] as const;

/** POST Payment/init: the server's price and the card's instalments (no charge). */
export function initPayment(api: TApiContext, body: TPaymentInitBody) {
  return callEndpoint(api, endpoints.postPaymentInit, { body });
}

/** POST Payment/start with the checkout's idempotency key (a retry of the same click charges once). */
export function startPayment(api: TApiContext, body: TPaymentStartBody, idempotencyKey: string) {
  return callEndpoint(api, endpoints.postPaymentStart, {
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

export function listCreditCards(api: TApiContext): Promise<TCreditCardList> {
  return callEndpoint(api, endpoints.getCreditCard);
}

export const noRetryOn4xx = (failures: number, error: unknown) =>
  !(error instanceof ApiRequestError && error.status < 500) && failures < 1;

/** The caller's saved cards (and whether the sandbox bank is on). */
export function useCreditCards(initial?: TCreditCardList | null) {
  const api = useApiContext();
  return useQuery({
    queryKey: CREDIT_CARDS_QUERY_KEY,
    queryFn: () => listCreditCards(api),
    initialData: initial ?? undefined,
    retry: noRetryOn4xx,
  });
}
