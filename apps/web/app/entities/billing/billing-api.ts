import {
  basketItemsParam,
  billingCouponsEndpoints,
  type TBasketLineInput,
  type TCouponCheck,
  type TLeadcoinCampaign,
} from '@brifa/contracts';
import { callEndpoint, type TApiContext } from '../../lib/api-client.ts';

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
