import { z } from 'zod';
import {
  ZCategorySubscription,
  ZCategorySubscriptionList,
  ZExpireSubscriptionInput,
  ZOfferCategory,
  ZPackageCategories,
  ZPackageCategoriesInput,
  ZPackageIdParams,
  ZSubscriptionIdParams,
  ZSubscriptionPageQuery,
} from '../subscriptions/categories.ts';
import { defineEndpoint } from './define-endpoint.ts';

/** Category subscriptions with a location (issue 19, rules.md §5 and §7 Subscription, offer/{id}/category). */
export const subscriptionCategoriesEndpoints = {
  /** Brifa's name: the spec lists no call for choosing a package's categories (decisions.md). */
  putPackageSubscriptionCategories: defineEndpoint({
    method: 'PUT',
    path: '/PackageSubscription/:id/categories',
    params: ZPackageIdParams,
    body: ZPackageCategoriesInput,
    response: ZPackageCategories,
    auth: 'required',
  }),
  /** The agency's live package with its rights and chosen categories (null without one); Brifa's name. */
  getPackageSubscriptionCategories: defineEndpoint({
    method: 'GET',
    path: '/PackageSubscription/categories',
    response: ZPackageCategories.nullable(),
    auth: 'required',
  }),
  getSubscriptionPage: defineEndpoint({
    method: 'GET',
    path: '/Subscription/page',
    query: ZSubscriptionPageQuery,
    response: ZCategorySubscriptionList,
    auth: 'required',
  }),
  putSubscriptionExpire: defineEndpoint({
    method: 'PUT',
    path: '/Subscription/Expire/:id',
    params: ZSubscriptionIdParams,
    body: ZExpireSubscriptionInput,
    response: ZCategorySubscription,
    auth: 'required',
  }),
  getOfferCategory: defineEndpoint({
    method: 'GET',
    path: '/offer/:id/category',
    params: z.object({ id: z.string().min(8).max(64) }),
    response: ZOfferCategory,
    auth: 'required',
  }),
};
