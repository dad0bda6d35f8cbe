import {
  catalogueEndpoints,
  subscriptionCategoriesEndpoints as endpoints,
  type TCategoryScope,
  type TCategorySubscriptionList,
  type TExpireWhen,
  type TPackageCategories,
} from '@brifa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';

export const CATEGORY_SUBS_QUERY_KEY = ['category-subscriptions'] as const;
export const SUBS_PAGE_SIZE = 20;

export function getPackageCategories(api: TApiContext): Promise<TPackageCategories | null> {
  return callEndpoint(api, endpoints.getPackageSubscriptionCategories);
}

export function putPackageCategories(
  api: TApiContext,
  packageId: number,
  body: { CategoryIds: number[]; Scope: TCategoryScope },
) {
  return callEndpoint(api, endpoints.putPackageSubscriptionCategories, { params: { id: packageId }, body });
}

export function listCategorySubscriptions(
  api: TApiContext,
  pageIndex: number,
): Promise<TCategorySubscriptionList> {
  return callEndpoint(api, endpoints.getSubscriptionPage, {
    query: { PageIndex: pageIndex, PageSize: SUBS_PAGE_SIZE },
  });
}

export function expireSubscription(api: TApiContext, id: number, when: TExpireWhen) {
  return callEndpoint(api, endpoints.putSubscriptionExpire, { params: { id }, body: { When: when } });
}

export function listCategories(api: TApiContext) {
  return callEndpoint(api, catalogueEndpoints.categories);
}

export function useCategories() {
  const api = useApiContext();
  return useQuery({ queryKey: ['catalogue', 'categories'], queryFn: () => listCategories(api) });
}

export function useCategorySubscriptions(
  pageIndex: number,
  initial?: { pageIndex: number; data: TCategorySubscriptionList | null },
) {
  const api = useApiContext();
  return useQuery({
    queryKey: [...CATEGORY_SUBS_QUERY_KEY, 'page', pageIndex],
    queryFn: () => listCategorySubscriptions(api, pageIndex),
    initialData: initial?.pageIndex === pageIndex ? (initial.data ?? undefined) : undefined,
    placeholderData: keepPreviousData,
  });
}
