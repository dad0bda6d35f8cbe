import type { TCategory, TPortfolioBody, TPortfolioItem, TPortfolioList, TSector } from '@brifa/contracts';
import { catalogueEndpoints } from '@brifa/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, callEndpoint, type TApiContext } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';

const PORTFOLIO_KEY = ['portfolio'] as const;

export function getPortfolio(api: TApiContext) {
  return apiRequest<TPortfolioList>(api, { path: 'Portfolio' });
}

export function getPortfolioItem(api: TApiContext, id: number) {
  return apiRequest<TPortfolioItem>(api, { path: `Portfolio/${id}` });
}

export function usePortfolio(initial: TPortfolioList | null) {
  const api = useApiContext();
  return useQuery(
    queryOptions({
      queryKey: PORTFOLIO_KEY,
      queryFn: () => getPortfolio(api),
      initialData: initial ?? undefined,
    }),
  );
}

export function useDeletePortfolioItem() {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<TPortfolioList>(api, { method: 'DELETE', path: `Portfolio/${id}` }),
    onSuccess: (list) => queryClient.setQueryData(PORTFOLIO_KEY, list),
  });
}

export function useSavePortfolioItem(id: number | null) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPortfolioBody) =>
      apiRequest<TPortfolioItem>(
        api,
        id === null
          ? { method: 'POST', path: 'Portfolio', body }
          : { method: 'PUT', path: `Portfolio/${id}`, body },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PORTFOLIO_KEY }),
  });
}

export function uploadPortfolioPhoto(api: TApiContext, file: File) {
  const body = new FormData();
  body.append('File', file);
  return apiRequest<{ Src: string }>(api, { method: 'POST', path: 'Portfolio/image', body });
}

export type TPortfolioOptions = {
  categories: TCategory[];
  sectors: TSector[];
  cities: Array<{ Id: number; Name: string }>;
};

export function useExpertises(categoryId: string | null) {
  const api = useApiContext();
  return useQuery(
    queryOptions({
      queryKey: ['catalogue', 'expertises', categoryId, api.locale],
      queryFn: () =>
        callEndpoint(api, catalogueEndpoints.expertises, { query: { CategoryId: categoryId ?? '' } }),
      enabled: Boolean(categoryId),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}
