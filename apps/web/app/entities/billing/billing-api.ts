import {
  billingInvoicesEndpoints,
  type TEnvelope,
  type TInvoiceCustomer,
  type TInvoiceCustomerInput,
} from '@brifa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, callEndpointEnvelope, type TApiContext } from '../../lib/api-client.ts';
import { SESSION_USER_QUERY_KEY, useApiContext } from '../../lib/use-session-user.ts';

export const BILLING_DETAILS_QUERY_KEY = ['billing', 'customer'] as const;

/** GET Invoice/customer: the caller's (an agency member: the agency's) billing details, null until filled in. */
export function getBillingDetails(api: TApiContext): Promise<TInvoiceCustomer | null> {
  return callEndpoint(api, billingInvoicesEndpoints.getInvoiceCustomer);
}

export function putBillingDetails(
  api: TApiContext,
  input: TInvoiceCustomerInput,
): Promise<TEnvelope<TInvoiceCustomer>> {
  return callEndpointEnvelope(api, billingInvoicesEndpoints.putInvoiceCustomer, { body: input });
}

export function useBillingDetails(initial?: TInvoiceCustomer | null) {
  const api = useApiContext();
  return useQuery({
    queryKey: BILLING_DETAILS_QUERY_KEY,
    queryFn: () => getBillingDetails(api),
    ...(initial !== undefined ? { initialData: initial } : {}),
  });
}

/** Saves the details, then refreshes them and the session user (its HasBillingInfo). */
export function useSaveBillingDetails() {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInvoiceCustomerInput) => putBillingDetails(api, input),
    onSuccess: async (answer) => {
      queryClient.setQueryData(BILLING_DETAILS_QUERY_KEY, answer.Data);
      await queryClient.invalidateQueries({ queryKey: SESSION_USER_QUERY_KEY });
    },
  });
}
