import { ZBasketItemPage } from '../billing/payments.ts';
import {
  ZBoostIdParams,
  ZBoostSubscription,
  ZBoostSubscriptionPage,
  ZBoostSubscriptionQuery,
  ZCustomServiceBody,
  ZCustomServiceRequest,
} from '../subscriptions/boosts.ts';
import { defineEndpoint } from './define-endpoint.ts';

/**
 * Boosts and the custom-service request (issue 19 items 7 and 8; rules.md §7 BoostSubscription/page,
 * BasketItem/boost, Subscription/custom-service). Stop and continue are Brifa's names (the spec names the states).
 */
export const boostsEndpoints = {
  getBoostSubscriptionPage: defineEndpoint({
    method: 'GET',
    path: '/BoostSubscription/page',
    query: ZBoostSubscriptionQuery,
    response: ZBoostSubscriptionPage,
    auth: 'required',
  }),
  putBoostSubscriptionStop: defineEndpoint({
    method: 'PUT',
    path: '/BoostSubscription/:id/stop',
    params: ZBoostIdParams,
    response: ZBoostSubscription,
    auth: 'required',
  }),
  putBoostSubscriptionContinue: defineEndpoint({
    method: 'PUT',
    path: '/BoostSubscription/:id/continue',
    params: ZBoostIdParams,
    response: ZBoostSubscription,
    auth: 'required',
  }),
  getBasketItemBoost: defineEndpoint({
    method: 'GET',
    path: '/BasketItem/boost',
    response: ZBasketItemPage,
    auth: 'required',
  }),
  postSubscriptionCustomService: defineEndpoint({
    method: 'POST',
    path: '/Subscription/custom-service',
    body: ZCustomServiceBody,
    response: ZCustomServiceRequest,
    status: 201,
    auth: 'required',
  }),
};
