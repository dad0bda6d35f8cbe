import type { TLiveCounts, TSessionUser } from '@brifa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
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

/** The live socket's address: the API's host (same origin by default), ws or wss as the page. */
export function liveSocketUrl(baseUrl: string, location: { protocol: string; host: string }): string {
  const origin = baseUrl || `${location.protocol}//${location.host}`;
  return `${origin.replace(/^http/, 'ws').replace(/\/+$/, '')}/api/v1/Live`;
}

/** Close codes of the server (apps/api live.socket.ts): a refused token is not retried. */
const CLOSE_UNAUTHORIZED = 4401;

/**
 * The signed-in user's live connection (WebSocket /api/v1/Live, signed in by the session cookie on the
 * upgrade). `enabled` comes from the session user of the root loader. Counters go into the session user;
 * every event goes to the screens listening. It reconnects with backoff; `ready` after a reconnect tells
 * screens to refresh what they may have missed.
 */
export function useLiveConnection(enabled: boolean) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  const { baseUrl } = api;

  useEffect(() => {
    if (!enabled || typeof window === 'undefined' || typeof WebSocket === 'undefined') return;
    let stopped = false;
    let socket: WebSocket | undefined;
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

    const connect = () => {
      socket = new WebSocket(liveSocketUrl(baseUrl, window.location));
      socket.onmessage = (message) => {
        try {
          const { event, data } = JSON.parse(String(message.data)) as { event: string; data: unknown };
          if (event === 'ready') failures = 0;
          handle(event, data);
        } catch {
          // not ours
        }
      };
      socket.onclose = (close) => {
        // A revoked session: the next API call handles the 401; no point retrying.
        if (stopped || close.code === CLOSE_UNAUTHORIZED) return;
        failures += 1;
        retry = setTimeout(connect, Math.min(30_000, 1000 * 2 ** Math.min(failures, 5)));
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket?.close();
    };
  }, [enabled, baseUrl, queryClient]);
}
