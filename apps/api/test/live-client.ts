import WebSocket from 'ws';

/** A live-events client for tests and benchmarks: WebSocket /api/v1/Live, the token as the first message. */
export type TLiveEventRecord = { event: string; data: unknown; at: number };

export type TLiveClient = {
  events: TLiveEventRecord[];
  /** Resolves with the first event (already received or coming) that matches. */
  waitFor(match: (e: TLiveEventRecord) => boolean, timeoutMs?: number): Promise<TLiveEventRecord>;
  close(): void;
};

/** Opens the connection and resolves once the server said `ready`; rejects with the close code if refused. */
export function openLive(
  baseUrl: string,
  token: string,
  onEvent?: (e: TLiveEventRecord) => void,
): Promise<TLiveClient> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/v1/Live`);
  const events: TLiveEventRecord[] = [];
  const waiters = new Set<{
    match: (e: TLiveEventRecord) => boolean;
    resolve: (e: TLiveEventRecord) => void;
  }>();
  const client: TLiveClient = {
    events,
    waitFor(match, timeoutMs = 5000) {
      const found = events.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve };
        waiters.add(waiter);
        setTimeout(() => {
          if (waiters.delete(waiter)) reject(new Error(`no matching live event in ${timeoutMs} ms`));
        }, timeoutMs).unref();
      });
    },
    close: () => socket.close(),
  };
  return new Promise((resolve, reject) => {
    socket.on('open', () => socket.send(JSON.stringify({ Token: token })));
    socket.on('close', (code) => reject(new Error(`live connection closed: ${code}`)));
    socket.on('error', reject);
    socket.on('message', (raw) => {
      const { event, data } = JSON.parse(raw.toString()) as { event: string; data: unknown };
      const record = { event, data, at: performance.now() };
      events.push(record);
      onEvent?.(record);
      if (event === 'ready') resolve(client);
      for (const waiter of waiters) {
        if (waiter.match(record)) {
          waiters.delete(waiter);
          waiter.resolve(record);
        }
      }
    });
  });
}
