import { notificationPageIndex, notificationsEndpoints, PAGE_SIZE } from '@brifa/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';
import { SESSION_USER_QUERY_KEY, useApiContext } from '../../../lib/use-session-user.ts';

export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

/** GET Notification for the page shown (1-based in the URL; the API takes the page minus one). */
export function useNotifications(page: number) {
  const api = useApiContext();
  return useQuery({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, page],
    queryFn: () =>
      callEndpoint(api, notificationsEndpoints.getNotification, {
        query: { PageIndex: notificationPageIndex(page), PageSize: PAGE_SIZE.notifications },
      }),
    placeholderData: keepPreviousData,
  });
}

function useRefreshAfterRead() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: SESSION_USER_QUERY_KEY });
  };
}

export function useMarkNotificationRead() {
  const api = useApiContext();
  const refresh = useRefreshAfterRead();
  return useMutation({
    mutationFn: (id: number) =>
      callEndpoint(api, notificationsEndpoints.putNotificationRead, { params: { id } }),
    onSuccess: refresh,
  });
}

export function useMarkAllNotificationsRead() {
  const api = useApiContext();
  const refresh = useRefreshAfterRead();
  return useMutation({
    mutationFn: () => callEndpoint(api, notificationsEndpoints.putNotificationReadAll),
    onSuccess: refresh,
  });
}
