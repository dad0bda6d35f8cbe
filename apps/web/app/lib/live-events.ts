import type { TLiveCounts, TSessionUser } from '@brifa/contracts';
import { APP_VERSION, CHANNEL_PORTAL, LANGUAGE_CODES, REQUEST_HEADERS, usableToken } from '@brifa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiUrl } from './api-client.ts';
import { SESSION_USER_QUERY_KEY, useApiContext } from './use-session-user.ts';

export type TLiveListener = (event: string, data: unknown) => void;
const listeners = new Set<TLiveListener>();

/** Lets a screen react to live events: `message`, `read`, `notification`, `counts`, `ready` (after a reconnect too). */
export function useLiveEvent(handler: TLiveListener) {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const listener: TLiveListener = (event, data) => latest.current(event, data);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
}

/** Parses a server-sent events stream: calls `onEvent` for each `event:`/`data:` block. */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: string, data: unknown) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event) onEvent(event, data ? JSON.parse(data) : null);
    }
  }
}

/**
 * The signed-in user's live connection (GET Live, server-sent events read with fetch so the bearer token is
 * sent). Counters go into the session user; every event goes to the screens listening. It reconnects with
 * backoff; `ready` after a reconnect tells screens to refresh what they may have missed.
 */
export function useLiveConnection(enabled: boolean) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  const token = usableToken(api.token);
  const { baseUrl, locale, application } = api;

  useEffect(() => {
    if (!enabled || !token || typeof window === 'undefined') return;
    let stopped = false;
    let controller: AbortController | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;

    const handle = (event: string, data: unknown) => {
      if (event === 'ready' || event === 'counts') {
        const counts = data as TLiveCounts;
        queryClient.setQueryData<TSessionUser>(SESSION_USER_QUERY_KEY, (user) =>
          user ? { ...user, MessageCount: counts.MessageCount, NotifyCount: counts.NotifyCount } : user,
        );
      }
      for (const listener of listeners) listener(event, data);
    };

    const connect = async () => {
      controller = new AbortController();
      try {
        const response = await fetch(apiUrl({ baseUrl }, { path: 'Live' }), {
          headers: {
            accept: 'text/event-stream',
            [REQUEST_HEADERS.authorization]: `Bearer ${token}`,
            [REQUEST_HEADERS.acceptLanguage]: LANGUAGE_CODES[locale],
            [REQUEST_HEADERS.channel]: CHANNEL_PORTAL,
            [REQUEST_HEADERS.application]: application,
            [REQUEST_HEADERS.appVersion]: APP_VERSION,
          },
          credentials: 'include',
          signal: controller.signal,
        });
        // A revoked session: the next API call handles the 401; no point retrying.
        if (response.status === 401 || !response.body) return;
        failures = 0;
        await readEventStream(response.body, handle);
      } catch {
        // dropped: reconnect below
      }
      if (stopped) return;
      failures += 1;
      retry = setTimeout(() => void connect(), Math.min(30_000, 1000 * 2 ** Math.min(failures, 5)));
    };
    void connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      controller?.abort();
    };
  }, [enabled, token, baseUrl, locale, application, queryClient]);
}
