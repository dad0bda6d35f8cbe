import {
  billingPaymentsEndpoints,
  billingPackagesEndpoints as endpoints,
  type TBasketItemPage,
  type TPackageSubscriptionByUser,
} from '@brifa/contracts';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';

/** GET BasketItem/page: everything that can be bought (the package cards read their prices here). */
export function listBasketItems(api: TApiContext): Promise<TBasketItemPage> {
  return callEndpoint(api, billingPaymentsEndpoints.getBasketItemPage, {
    query: { PageIndex: 0, PageSize: 100 },
  });
}

/** GET BasketItem/global: the global plus subscription's items. */
export function listGlobalItems(api: TApiContext): Promise<TBasketItemPage> {
  return callEndpoint(api, endpoints.getBasketItemGlobal);
}

/** GET PackageSubscription/get-by-user: the agency's live package, or null. */
export function getLivePackage(api: TApiContext): Promise<TPackageSubscriptionByUser> {
  return callEndpoint(api, endpoints.getPackageSubscriptionByUser);
}

export function expirePackageNow(api: TApiContext, id: number) {
  return callEndpoint(api, endpoints.putPackageSubscriptionExpireNow, { params: { id } });
}

export function packageMoneyBack(api: TApiContext, id: number) {
  return callEndpoint(api, endpoints.postPackageSubscriptionMoneyBack, { params: { id } });
}
