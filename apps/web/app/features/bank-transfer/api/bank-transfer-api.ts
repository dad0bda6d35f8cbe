import { billingTransfersEndpoints, type TBankTransferList } from '@brifa/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, callEndpoint, type TApiContext } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';

export const BANK_TRANSFERS_QUERY_KEY = ['billing', 'bank-transfers'] as const;

/** GET BankTransfer: the agency's transfer requests (newest first) and the account to send to. */
export function listBankTransfers(api: TApiContext): Promise<TBankTransferList> {
  return callEndpoint(api, billingTransfersEndpoints.getBankTransfers);
}

export function bankTransfersQuery(api: TApiContext) {
  return queryOptions({
    queryKey: BANK_TRANSFERS_QUERY_KEY,
    queryFn: () => listBankTransfers(api),
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status < 500) && failures < 1,
  });
}

export function useBankTransfers() {
  const api = useApiContext();
  return useQuery(bankTransfersQuery(api));
}

/** POST BankTransfer: a new request (whole liras, digits only). */
export function useCreateBankTransfer() {
  const api = useApiContext();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { AmountTl: string }) =>
      callEndpoint(api, billingTransfersEndpoints.postBankTransfer, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: BANK_TRANSFERS_QUERY_KEY }),
  });
}

/** POST BankTransfer/{id}/sent: "I have sent it" (once). */
export function useMarkBankTransferSent() {
  const api = useApiContext();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callEndpoint(api, billingTransfersEndpoints.postBankTransferSent, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: BANK_TRANSFERS_QUERY_KEY }),
  });
}
