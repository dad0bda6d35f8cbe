import type { TNotificationChannelInput } from '@brifa/contracts';
import { notificationsEndpoints } from '@brifa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';

const CHANNELS_QUERY_KEY = ['notification-channels'] as const;

export function useChannels() {
  const api = useApiContext();
  return useQuery({
    queryKey: CHANNELS_QUERY_KEY,
    queryFn: () => callEndpoint(api, notificationsEndpoints.getNotificationChannel),
  });
}

/** Adds a channel, or changes one when `id` is given. */
export function useSaveChannel() {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number | null; values: TNotificationChannelInput }) =>
      input.id === null
        ? callEndpoint(api, notificationsEndpoints.postNotificationChannel, { body: input.values })
        : callEndpoint(api, notificationsEndpoints.putNotificationChannelById, {
            params: { id: input.id },
            body: input.values,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHANNELS_QUERY_KEY }),
  });
}

export function useDeleteChannel() {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      callEndpoint(api, notificationsEndpoints.deleteNotificationChannelById, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHANNELS_QUERY_KEY }),
  });
}

export function useTestChannel() {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      callEndpoint(api, notificationsEndpoints.postNotificationChannelTest, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CHANNELS_QUERY_KEY }),
  });
}
