import type { TProductDetail, TProductDraft } from '@brifa/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type TApiContext } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';

const PRODUCTS_KEY = ['products'] as const;
export type TEditPage = { Product: TProductDetail; PortfolioWorks: Array<{ Id: number; Title: string }> };

export function getProducts(api: TApiContext) {
  return apiRequest<TProductDetail[]>(api, { path: 'Product/setting-page' });
}

export function getProductEditPage(api: TApiContext, id: number) {
  return apiRequest<TEditPage>(api, { path: `Product/edit-page/${id}` });
}

export function createProductDraft(api: TApiContext) {
  return apiRequest<TProductDetail>(api, { method: 'POST', path: 'Product', body: {} });
}

export function useProducts(initial: TProductDetail[] | null) {
  const api = useApiContext();
  return useQuery(
    queryOptions({
      queryKey: PRODUCTS_KEY,
      queryFn: () => getProducts(api),
      initialData: initial ?? undefined,
    }),
  );
}

export function useDeleteProduct() {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<TProductDetail[]>(api, { method: 'DELETE', path: `Product/${id}` }),
    onSuccess: (list) => queryClient.setQueryData(PRODUCTS_KEY, list),
  });
}

export function useSaveProduct(id: number) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TProductDraft) =>
      apiRequest<TProductDetail>(api, { method: 'PUT', path: `Product/${id}`, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY }),
  });
}

export function useUploadCover(id: number) {
  const api = useApiContext();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('File', file);
      return apiRequest<TProductDetail>(api, { method: 'POST', path: `Product/${id}/cover`, body });
    },
  });
}
