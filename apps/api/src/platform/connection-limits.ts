import type { Server } from 'node:http';

/**
 * Closes a new connection when its address already holds `limit` open ones, so that one client cannot take
 * every socket (slow-client attacks). `exempt` addresses (trusted proxies carrying many clients, this machine)
 * are not counted.
 */
export function limitConnectionsPerAddress(
  server: Server,
  limit: number,
  exempt: (address: string) => boolean,
): void {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress;
    if (!address || exempt(address)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > limit) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

/**
 * The addresses this machine calls itself from (the web app's server-side requests to API_URL, a proxy on the
 * same host): never capped, so a busy server does not cut its own page renders.
 */
export const OWN_ADDRESSES = ['127.0.0.1', '::1'];

/** How often Node looks for requests past their header or request timeout: often enough to keep to them. */
export function timeoutCheckInterval(headersTimeoutMs: number): number {
  return Math.max(250, Math.min(30_000, Math.floor(headersTimeoutMs / 4)));
}
