import type { TProductDetail, TProductDraft } from '@brifa/contracts';
import { agenciesEndpoints } from '@brifa/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';

const PRODUCTS_KEY = ['products'] as const;
export type TEditPage = { Product: TProductDetail; PortfolioWorks: Array<{ Id: number; Title: string }> };

export function getProducts(api: TApiContext) {
  return callEndpoint(api, agenciesEndpoints.getProductSettingPage);
}

export function getProductEditPage(api: TApiContext, id: number) {
  return callEndpoint(api, agenciesEndpoints.getProductEditPageById, { params: { id } });
}

export function createProductDraft(api: TApiContext) {
  return callEndpoint(api, agenciesEndpoints.postProduct, { body: {} });
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
    mutationFn: (id: number) => callEndpoint(api, agenciesEndpoints.deleteProductById, { params: { id } }),
    onSuccess: (list) => queryClient.setQueryData(PRODUCTS_KEY, list),
  });
}

export function useSaveProduct(id: number) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TProductDraft) =>
      callEndpoint(api, agenciesEndpoints.putProductById, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY }),
  });
}

export function useUploadCover(id: number) {
  const api = useApiContext();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('File', file);
      return callEndpoint(api, agenciesEndpoints.postProductCover, { params: { id }, body });
    },
  });
}
