import type { TServiceBody, TServiceList } from '@brifa/contracts';
import { agenciesEndpoints } from '@brifa/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';

const SERVICES_KEY = ['profile', 'services'] as const;

export function getServices(api: TApiContext) {
  return callEndpoint(api, agenciesEndpoints.getService);
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
      id === null
        ? callEndpoint(api, agenciesEndpoints.postService, { body })
        : callEndpoint(api, agenciesEndpoints.putServiceById, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SERVICES_KEY }),
  });
}

export function useDeleteService() {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(api, agenciesEndpoints.deleteServiceById, { params: { id } }),
    onSuccess: (list) => queryClient.setQueryData(SERVICES_KEY, list),
  });
}
