import type { TCategory, TPortfolioBody, TPortfolioList, TSector } from '@brifa/contracts';
import { agenciesEndpoints, catalogueEndpoints } from '@brifa/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';

const PORTFOLIO_KEY = ['portfolio'] as const;

export function getPortfolio(api: TApiContext) {
  return callEndpoint(api, agenciesEndpoints.getPortfolio);
}

export function getPortfolioItem(api: TApiContext, id: number) {
  return callEndpoint(api, agenciesEndpoints.getPortfolioById, { params: { id } });
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
    mutationFn: (id: number) => callEndpoint(api, agenciesEndpoints.deletePortfolioById, { params: { id } }),
    onSuccess: (list) => queryClient.setQueryData(PORTFOLIO_KEY, list),
  });
}

export function useSavePortfolioItem(id: number | null) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPortfolioBody) =>
      id === null
        ? callEndpoint(api, agenciesEndpoints.postPortfolio, { body })
        : callEndpoint(api, agenciesEndpoints.putPortfolioById, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PORTFOLIO_KEY }),
  });
}

export function uploadPortfolioPhoto(api: TApiContext, file: File) {
  const body = new FormData();
  body.append('File', file);
  return callEndpoint(api, agenciesEndpoints.postPortfolioImage, { body });
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
