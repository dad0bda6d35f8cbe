import type { TSector } from '@brifa/contracts';
import { catalogueEndpoints } from '@brifa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';

/** GET Sector: industries, alphabetical in the page language with "Other" last. */
export function listSectors(api: TApiContext): Promise<TSector[]> {
  return callEndpoint(api, catalogueEndpoints.sectors);
}

export function useSectors() {
  const api = useApiContext();
  return useQuery(
    queryOptions({
      queryKey: ['catalogue', 'sectors', api.locale],
      queryFn: () => listSectors(api),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}
