import {
  ZPackageMoneyBack,
  ZPackageSubscription,
  ZPackageSubscriptionByUser,
  ZPackageSubscriptionIdParams,
  ZPackageSubscriptionList,
} from '../billing/packages.ts';
import { ZBasketItemPage } from '../billing/payments.ts';
import { defineEndpoint } from './define-endpoint.ts';

/** Packages (issue 19, rules.md §7 PackageSubscription, BasketItem/global): the agency's own only. */
export const billingPackagesEndpoints = {
  getPackageSubscriptions: defineEndpoint({
    method: 'GET',
    path: '/PackageSubscription',
    response: ZPackageSubscriptionList,
    auth: 'required',
  }),
  getPackageSubscriptionByUser: defineEndpoint({
    method: 'GET',
    path: '/PackageSubscription/get-by-user',
    response: ZPackageSubscriptionByUser,
    auth: 'required',
  }),
  /** Ends the package now (cancelled; its chosen categories end with it). No refund (see money-back). */
  putPackageSubscriptionExpireNow: defineEndpoint({
    method: 'PUT',
    path: '/PackageSubscription/expire-now/:id',
    params: ZPackageSubscriptionIdParams,
    response: ZPackageSubscription,
    auth: 'required',
  }),
  /** Ends the package at the end of its period (will be cancelled, no renewal). */
  putPackageSubscriptionExpire: defineEndpoint({
    method: 'PUT',
    path: '/PackageSubscription/expire/:id',
    params: ZPackageSubscriptionIdParams,
    response: ZPackageSubscription,
    auth: 'required',
  }),
  /** The 30-day money-back guarantee (our name): the card refunded in full, the package ends at once. */
  postPackageSubscriptionMoneyBack: defineEndpoint({
    method: 'POST',
    path: '/PackageSubscription/:id/money-back',
    params: ZPackageSubscriptionIdParams,
    response: ZPackageMoneyBack,
    auth: 'required',
  }),
  /** The global brand's plus subscription's items. */
  getBasketItemGlobal: defineEndpoint({
    method: 'GET',
    path: '/BasketItem/global',
    response: ZBasketItemPage,
    auth: 'required',
  }),
};
