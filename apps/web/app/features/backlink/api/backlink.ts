import { growthEndpoints, type TBacklink } from '@brifa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';

const backlinkKey = (providerId: number) => ['backlink', providerId] as const;

export function useBacklink(providerId: number) {
  const api = useApiContext();
  return useQuery({
    queryKey: backlinkKey(providerId),
    queryFn: (): Promise<TBacklink> =>
      callEndpoint(api, growthEndpoints.getBacklink, { params: { id: providerId } }),
    enabled: providerId > 0,
  });
}

export function useSubmitBacklink(providerId: number) {
  const api = useApiContext();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (url: string): Promise<TBacklink> =>
      callEndpoint(api, growthEndpoints.postBacklink, { body: { Url: url } }),
    onSuccess: (data) => {
      client.setQueryData(backlinkKey(providerId), data);
      // The reward reaches the wallet: its list and balance are stale now.
      return client.invalidateQueries({ queryKey: ['wallet'] });
    },
  });
}
