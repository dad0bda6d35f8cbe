import {
  ZAdBasketItemList,
  ZAdCategoryQuery,
  ZAdImage,
  ZAdvertisementExpireBody,
  ZAdvertisementSubscription,
  ZAdvertisementSubscriptionList,
  ZCategoryAdList,
  ZEliteAdClaimBody,
  ZEliteAdClaimState,
  ZFeaturedAds,
} from '../billing/ads.ts';
import { defineEndpoint } from './define-endpoint.ts';

/** Advertising (issue 19 item 6). */
export const adsEndpoints = {
  getAdvertisementSubscription: defineEndpoint({
    method: 'GET',
    path: '/AdvertisementSubscription',
    response: ZAdvertisementSubscriptionList,
    auth: 'required',
  }),
  postAdvertisementSubscriptionExpire: defineEndpoint({
    method: 'POST',
    path: '/AdvertisementSubscription/expire',
    body: ZAdvertisementExpireBody,
    response: ZAdvertisementSubscription,
    auth: 'required',
  }),
  postAdvertisementSubscriptionImage: defineEndpoint({
    method: 'POST',
    path: '/AdvertisementSubscription/image',
    form: true,
    response: ZAdImage,
    auth: 'required',
  }),
  getAdvertisementBasketItems: defineEndpoint({
    method: 'GET',
    path: '/Advertisement/basket-items',
    response: ZAdBasketItemList,
    auth: 'required',
  }),
  getAdvertisementFeatured: defineEndpoint({
    method: 'GET',
    path: '/Advertisement/featured',
    response: ZFeaturedAds,
    auth: 'none',
  }),
  getAdvertisementCategoriesByCategory: defineEndpoint({
    method: 'GET',
    path: '/AdvertisementCategories/by-category',
    query: ZAdCategoryQuery,
    response: ZCategoryAdList,
    auth: 'none',
  }),
  getAdvertisementEliteClaim: defineEndpoint({
    method: 'GET',
    path: '/AdvertisementSubscription/elite-claim',
    response: ZEliteAdClaimState,
    auth: 'required',
  }),
  postAdvertisementEliteClaim: defineEndpoint({
    method: 'POST',
    path: '/AdvertisementSubscription/elite-claim',
    body: ZEliteAdClaimBody,
    response: ZAdvertisementSubscription,
    auth: 'required',
  }),
};
