import {
  messagingEndpoints,
  PAGE_SIZE,
  type TMessageDetail,
  type TMessageDetailList,
} from '@brifa/contracts';
import {
  type InfiniteData,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { downloadApiFile } from '../../../lib/api/download-file.ts';
import { callEndpoint } from '../../../lib/api-client.ts';
import { SESSION_USER_QUERY_KEY, useApiContext } from '../../../lib/use-session-user.ts';

export const CONVERSATIONS_QUERY_KEY = ['messaging', 'conversations'] as const;
export const THREAD_QUERY_KEY = ['messaging', 'thread'] as const;

/** GET Message: my conversations (all, or one project's), 15 a page, searchable. */
export function useConversations(filter: {
  search: string;
  offerKey?: string | undefined;
  pageIndex: number;
}) {
  const api = useApiContext();
  return useQuery({
    queryKey: [...CONVERSATIONS_QUERY_KEY, filter],
    queryFn: () =>
      callEndpoint(api, messagingEndpoints.getMessage, {
        query: {
          PageIndex: filter.pageIndex,
          PageSize: PAGE_SIZE.messages,
          Search: filter.search || undefined,
          OfferKey: filter.offerKey,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET v1.1 Message/{id}: one conversation's header. */
export function useConversation(id: number | null) {
  const api = useApiContext();
  return useQuery({
    queryKey: [...CONVERSATIONS_QUERY_KEY, 'one', id],
    queryFn: () => callEndpoint(api, messagingEndpoints.getMessageById, { params: { id: id ?? 0 } }),
    enabled: id !== null,
  });
}

/**
 * GET MessageDetail/{id}: pages of 15, newest first; older pages load as the reader scrolls up. Loading the
 * newest page marks the conversation read, so the unread counters are refreshed after it.
 */
export function useThread(id: number | null) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: [...THREAD_QUERY_KEY, id],
    queryFn: async ({ pageParam }) => {
      const page = await callEndpoint(api, messagingEndpoints.getMessageDetailById, {
        params: { id: id ?? 0 },
        query: { PageIndex: pageParam, PageSize: PAGE_SIZE.messages },
      });
      if (pageParam === 0) {
        void queryClient.invalidateQueries({ queryKey: SESSION_USER_QUERY_KEY });
        void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY });
      }
      return page;
    },
    initialPageParam: 0,
    getNextPageParam: (last) =>
      (last.PageIndex + 1) * last.PageSize < last.TotalCount ? last.PageIndex + 1 : undefined,
    enabled: id !== null,
  });
}

/** Oldest first, for display, without duplicates (a live message may also arrive in a refetched page). */
export function threadMessages(data: InfiniteData<TMessageDetailList> | undefined): TMessageDetail[] {
  const seen = new Map<number, TMessageDetail>();
  for (const page of data?.pages ?? []) for (const item of page.Items) seen.set(item.Id, item);
  return [...seen.values()].sort((a, b) => a.Id - b.Id);
}

/** POST MessageDetail: text, a file, or both (multipart when there is a file). */
export function useSendMessage(conversationId: number | null) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { text: string; file: File | null }) => {
      if (input.file) {
        const form = new FormData();
        form.set('MessageId', String(conversationId));
        form.set('Text', input.text);
        form.set('File', input.file);
        return callEndpoint(api, messagingEndpoints.postMessageDetail, { body: form });
      }
      return callEndpoint(api, messagingEndpoints.postMessageDetail, {
        body: { MessageId: conversationId, Text: input.text },
      });
    },
    onSuccess: (detail) => {
      addToThread(queryClient, detail);
      void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY });
    },
  });
}

/** Puts a message into its thread's cache (sent here, or arrived live). */
export function addToThread(queryClient: ReturnType<typeof useQueryClient>, detail: TMessageDetail) {
  queryClient.setQueryData<InfiniteData<TMessageDetailList>>(
    [...THREAD_QUERY_KEY, detail.MessageId],
    (data) => {
      if (!data || data.pages.length === 0) return data;
      const [first, ...rest] = data.pages;
      if (first!.Items.some((item) => item.Id === detail.Id)) return data;
      return {
        ...data,
        pages: [{ ...first!, Items: [detail, ...first!.Items], TotalCount: first!.TotalCount + 1 }, ...rest],
      };
    },
  );
}

export function useDownloadMessageFile() {
  const api = useApiContext();
  return useMutation({
    mutationFn: (input: { messageId: number; detailId: number; name: string }) =>
      downloadApiFile(api, `Message/${input.messageId}/file/${input.detailId}`, input.name),
  });
}
