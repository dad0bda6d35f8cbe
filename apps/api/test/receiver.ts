import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TReceived = { path: string; headers: IncomingHttpHeaders; body: unknown; answered: number };

/**
 * A real HTTP webhook receiver on loopback. `answer` decides each response (status, and how long to wait
 * first); by default 200.
 */
export async function startReceiver(
  answer: (request: { n: number; path: string }) => {
    status: number;
    delayMs?: number;
    body?: string;
    headers?: Record<string, string>;
  } = () => ({
    status: 200,
  }),
) {
  const received: TReceived[] = [];
  let n = 0;
  const server = createServer((request, response) => {
    let data = '';
    request.on('data', (chunk) => {
      data += chunk;
    });
    request.on('end', () => {
      n += 1;
      const reply = answer({ n, path: request.url ?? '/' });
      const send = () => {
        received.push({
          path: request.url ?? '/',
          headers: request.headers,
          body: data ? JSON.parse(data) : null,
          answered: reply.status,
        });
        response
          .writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers })
          .end(reply.body ?? '{"ok":true}');
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    /** Requests it answered with 2xx. */
    delivered: () => received.filter((r) => r.answered < 300),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
