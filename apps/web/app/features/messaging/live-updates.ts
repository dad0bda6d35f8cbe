import type { TMessageDetail } from '@brifa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../lib/live-events.ts';
import { addToThread, CONVERSATIONS_QUERY_KEY, THREAD_QUERY_KEY } from './api/messaging.ts';

/**
 * Keeps the open conversations current: a live message goes straight into its thread (an open thread then
 * re-reads its newest page, which marks it read), read marks refresh the ticks.
 */
export function useMessagingLiveUpdates() {
  const queryClient = useQueryClient();
  useLiveEvent((event, data) => {
    if (event === 'ready') {
      void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: THREAD_QUERY_KEY });
    }
    if (event === 'message') {
      const detail = data as TMessageDetail | null;
      if (detail) addToThread(queryClient, detail);
      void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY });
      if (!detail) void queryClient.invalidateQueries({ queryKey: THREAD_QUERY_KEY });
      else if (!detail.IsMine) {
        void queryClient.invalidateQueries({ queryKey: [...THREAD_QUERY_KEY, detail.MessageId] });
      }
    }
    if (event === 'read') {
      const read = data as { MessageId: number };
      void queryClient.invalidateQueries({ queryKey: [...THREAD_QUERY_KEY, read.MessageId] });
    }
  });
}
