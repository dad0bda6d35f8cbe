import {
  basketItemsParam,
  billingCouponsEndpoints,
  billingInvoicesEndpoints,
  type TBasketLineInput,
  type TCouponCheck,
  type TEnvelope,
  type TInvoiceCustomer,
  type TInvoiceCustomerInput,
  type TLeadcoinCampaign,
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

/** GET LeadcoinCampaign: the top-up bonus tiers active now. */
export function getLeadcoinCampaign(api: TApiContext): Promise<TLeadcoinCampaign> {
  return callEndpoint(api, billingCouponsEndpoints.getLeadcoinCampaign);
}

/** GET Coupon/{name}: whether the coupon applies to the basket, with the discount or the localized reason. */
export function checkCoupon(
  api: TApiContext,
  name: string,
  lines: readonly TBasketLineInput[],
): Promise<TCouponCheck> {
  return callEndpoint(api, billingCouponsEndpoints.getCoupon, {
    params: { name },
    query: { Items: basketItemsParam(lines) },
  });
}
