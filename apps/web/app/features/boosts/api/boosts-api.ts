import {
  boostsEndpoints,
  type TBasketItemPage,
  type TBoostSubscriptionPage,
  type TCustomServiceBody,
} from '@brifa/contracts';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';

/** GET BasketItem/boost: the 10 and 30-day boosts with their prices (VAT included). */
export function listBoostItems(api: TApiContext): Promise<TBasketItemPage> {
  return callEndpoint(api, boostsEndpoints.getBasketItemBoost);
}

export function listBoosts(api: TApiContext, pageIndex = 0): Promise<TBoostSubscriptionPage> {
  return callEndpoint(api, boostsEndpoints.getBoostSubscriptionPage, {
    query: { PageIndex: pageIndex, PageSize: 20 },
  });
}

export function stopBoost(api: TApiContext, id: number) {
  return callEndpoint(api, boostsEndpoints.putBoostSubscriptionStop, { params: { id } });
}

export function continueBoost(api: TApiContext, id: number) {
  return callEndpoint(api, boostsEndpoints.putBoostSubscriptionContinue, { params: { id } });
}

export function requestCustomService(api: TApiContext, body: TCustomServiceBody) {
  return callEndpoint(api, boostsEndpoints.postSubscriptionCustomService, { body });
}
