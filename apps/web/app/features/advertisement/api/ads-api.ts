import {
  adsEndpoints,
  catalogueEndpoints,
  type TAdBasketItemList,
  type TAdvertisementSubscriptionList,
  type TEliteAdClaimBody,
  type TEliteAdClaimState,
} from '@brifa/contracts';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';

/** GET Advertisement/basket-items: the ad items with their type's free slots. */
export function adBasketItems(api: TApiContext): Promise<TAdBasketItemList> {
  return callEndpoint(api, adsEndpoints.getAdvertisementBasketItems);
}

/** GET AdvertisementSubscription: the agency's ads. */
export function listAds(api: TApiContext): Promise<TAdvertisementSubscriptionList> {
  return callEndpoint(api, adsEndpoints.getAdvertisementSubscription);
}

/** POST AdvertisementSubscription/expire: now, or at the period's end. */
export function expireAd(api: TApiContext, id: number, now: boolean) {
  return callEndpoint(api, adsEndpoints.postAdvertisementSubscriptionExpire, { body: { Id: id, Now: now } });
}

/** POST AdvertisementSubscription/image: the 1000x1000 image, answered with its address. */
export function uploadAdImage(api: TApiContext, file: File) {
  const body = new FormData();
  body.append('File', file);
  return callEndpoint(api, adsEndpoints.postAdvertisementSubscriptionImage, { body });
}

export function listCategories(api: TApiContext) {
  return callEndpoint(api, catalogueEndpoints.categories);
}

/** GET AdvertisementSubscription/elite-claim: whether the live Elite package's included ad is still to claim. */
export function getEliteAdClaim(api: TApiContext): Promise<TEliteAdClaimState> {
  return callEndpoint(api, adsEndpoints.getAdvertisementEliteClaim);
}

/** POST AdvertisementSubscription/elite-claim: the included ad, started with the chosen type, category and image. */
export function claimEliteAd(api: TApiContext, body: TEliteAdClaimBody) {
  return callEndpoint(api, adsEndpoints.postAdvertisementEliteClaim, { body });
}
