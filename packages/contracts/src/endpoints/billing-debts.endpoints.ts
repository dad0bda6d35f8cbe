import { ZDebtList } from '../billing/debts.ts';
import { defineEndpoint } from './define-endpoint.ts';

/** The agency's unpaid renewal debts (issue 19): of category subscriptions, and of packages. */
export const billingDebtsEndpoints = {
  getSubscriptionDebt: defineEndpoint({
    method: 'GET',
    path: '/Subscription/debt',
    response: ZDebtList,
    auth: 'required',
  }),
  getPackageSubscriptionDebt: defineEndpoint({
    method: 'GET',
    path: '/PackageSubscription/debt',
    response: ZDebtList,
    auth: 'required',
  }),
};
