import type { TOutboxMessage } from '@brifa/contracts';
import { outboxEndpoints } from '@brifa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';
import { useApiContext } from '../../../lib/use-session-user.ts';

/** How often the page looks for new mail while a newcomer waits for a code. */
export const OUTBOX_REFRESH_MS = 5000;

/** Newest first, whatever order the API keeps. */
export function sortNewestFirst(messages: readonly TOutboxMessage[]): TOutboxMessage[] {
  return [...messages].sort((a, b) => b.CreatedAt.localeCompare(a.CreatedAt) || b.Id - a.Id);
}

/** GET /api/dev/outbox (outside production only): what the e-mail and SMS adapters recorded. */
export async function listOutbox(api: TApiContext, to: string): Promise<TOutboxMessage[]> {
  const data = await callEndpoint(api, outboxEndpoints.getOutbox, { query: { To: to.trim() || undefined } });
  return sortNewestFirst(data.Items);
}

export function useOutbox(to: string, initial?: TOutboxMessage[] | null) {
  const api = useApiContext();
  return useQuery({
    queryKey: ['dev', 'outbox', to.trim()],
    queryFn: () => listOutbox(api, to),
    initialData: initial ?? undefined,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.error ? false : OUTBOX_REFRESH_MS),
    retry: false,
    staleTime: 0,
  });
}

/** The verification code in an SMS, shown large so it is read at a glance. */
export function codeIn(text: string): string | null {
  return /(?<!\d)(\d{6})(?!\d)/.exec(text)?.[1] ?? null;
}
