import type { TChannelTestResult, TNotificationChannel, TNotificationChannelInput } from '@brifa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';

const CHANNELS_QUERY_KEY = ['notification-channels'] as const;

export function useChannels() {
  const api = useApiContext();
  return useQuery({
    queryKey: CHANNELS_QUERY_KEY,
    queryFn: () => apiRequest<TNotificationChannel[]>(api, { path: 'NotificationChannel' }),
  });
}

/** Adds a channel, or changes one when `id` is given. */
export function useSaveChannel() {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number | null; values: TNotificationChannelInput }) =>
      apiRequest<TNotificationChannel>(api, {
        method: input.id === null ? 'POST' : 'PUT',
        path: input.id === null ? 'NotificationChannel' : `NotificationChannel/${input.id}`,
        body: input.values,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHANNELS_QUERY_KEY }),
  });
}

export function useDeleteChannel() {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(api, { method: 'DELETE', path: `NotificationChannel/${id}` }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHANNELS_QUERY_KEY }),
  });
}

export function useTestChannel() {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<TChannelTestResult>(api, { method: 'POST', path: `NotificationChannel/${id}/test` }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CHANNELS_QUERY_KEY }),
  });
}
