import { ZCouponCheck, ZCouponParams, ZCouponQuery, ZLeadcoinCampaign } from '../billing/coupons.ts';
import { defineEndpoint } from './define-endpoint.ts';

/** Coupons and the top-up bonus campaign (issue 18; rules.md §7 "GET Coupon/{name}; GET LeadcoinCampaign"). */
export const billingCouponsEndpoints = {
  getCoupon: defineEndpoint({
    method: 'GET',
    path: '/Coupon/:name',
    params: ZCouponParams,
    query: ZCouponQuery,
    response: ZCouponCheck,
    auth: 'required',
  }),
  getLeadcoinCampaign: defineEndpoint({
    method: 'GET',
    path: '/LeadcoinCampaign',
    response: ZLeadcoinCampaign,
    auth: 'none',
  }),
};
