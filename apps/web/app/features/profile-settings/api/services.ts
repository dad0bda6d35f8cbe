import type { TService, TServiceBody, TServiceList } from '@brifa/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type TApiContext } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';

const SERVICES_KEY = ['profile', 'services'] as const;

export function getServices(api: TApiContext) {
  return apiRequest<TServiceList>(api, { path: 'Service' });
}

export function useServices(initial: TServiceList | null) {
  const api = useApiContext();
  return useQuery(
    queryOptions({
      queryKey: SERVICES_KEY,
      queryFn: () => getServices(api),
      initialData: initial ?? undefined,
    }),
  );
}

export function useSaveService(id: number | null) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TServiceBody) =>
      apiRequest<TService>(
        api,
        id === null
          ? { method: 'POST', path: 'Service', body }
          : { method: 'PUT', path: `Service/${id}`, body },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SERVICES_KEY }),
  });
}

export function useDeleteService() {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<TServiceList>(api, { method: 'DELETE', path: `Service/${id}` }),
    onSuccess: (list) => queryClient.setQueryData(SERVICES_KEY, list),
  });
}
