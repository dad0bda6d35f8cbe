/** A server-sent events reader for tests and benchmarks: GET /api/v1/Live with a bearer token. */
export type TLiveEventRecord = { event: string; data: unknown; at: number };

export type TLiveClient = {
  events: TLiveEventRecord[];
  /** Resolves with the first event (already received or coming) that matches. */
  waitFor(match: (e: TLiveEventRecord) => boolean, timeoutMs?: number): Promise<TLiveEventRecord>;
  close(): void;
};

export async function openLive(
  baseUrl: string,
  token: string,
  onEvent?: (e: TLiveEventRecord) => void,
): Promise<TLiveClient> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/v1/Live`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (!response.ok || !response.body) throw new Error(`live stream refused: ${response.status}`);
  const events: TLiveEventRecord[] = [];
  const waiters = new Set<{
    match: (e: TLiveEventRecord) => boolean;
    resolve: (e: TLiveEventRecord) => void;
  }>();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let readyResolve: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    readyResolve = resolve;
  });
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (!event) continue;
          const record = { event, data: data ? JSON.parse(data) : null, at: performance.now() };
          events.push(record);
          onEvent?.(record);
          if (event === 'ready') readyResolve();
          for (const waiter of waiters) {
            if (waiter.match(record)) {
              waiters.delete(waiter);
              waiter.resolve(record);
            }
          }
        }
      }
    } catch {
      // closed
    }
  })();
  await ready;
  return {
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
    close: () => controller.abort(),
  };
}
