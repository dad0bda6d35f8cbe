import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { AUTH_COOKIE, usableToken } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { type WebSocket, WebSocketServer } from 'ws';
import { comesFromOwnOrigin } from '../../platform/session-cookie.ts';
import { readSessionToken } from '../../platform/tokens.ts';
import { findLiveSession } from '../identity/auth/auth.service.ts';
import { viewerOf } from '../messaging/messaging.service.ts';
import type { TLiveConnection } from './live.hub.ts';

export const LIVE_PATH = '/api/v1/live';
const HEARTBEAT_MS = 25_000;
const AUTH_TIMEOUT_MS = 10_000;
/** Close codes the browser acts on: a refused token is not retried. */
export const LIVE_CLOSE = { unauthorized: 4401, authTimeout: 4408 } as const;

/**
 * WebSocket /api/v1/Live: the signed-in user's live events (new messages, read marks, notifications,
 * counters). The browser is signed in by its HttpOnly session cookie on the upgrade (from the app's own
 * origin only); an API client without the cookie sends the bearer token as the first message:
 * {"Token": "..."}. The server answers {"event":"ready","data":{MessageCount, NotifyCount}}, then
 * {"event": ..., "data": ...} for each event.
 */
export function attachLiveSocket(app: FastifyInstance) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 });
  const { database, clock, config } = app.deps;

  function tokenOfMessage(raw: string): string {
    try {
      return String((JSON.parse(raw) as { Token?: unknown }).Token ?? '');
    } catch {
      return '';
    }
  }

  async function authenticate(socket: WebSocket, token: string) {
    const now = clock.now();
    const claims = token ? await readSessionToken(app.authSecret, token, now) : null;
    const session = claims
      ? await findLiveSession(database.db, claims.sessionId, claims.userId, now)
      : undefined;
    if (!claims || !session) {
      socket.close(LIVE_CLOSE.unauthorized, 'unauthorized');
      return;
    }
    const viewer = await viewerOf(database.db, claims.userId);
    const connection: TLiveConnection = {
      viewer,
      send(event, data) {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ event, data: data ?? null }));
      },
      end() {
        socket.close(1001, 'server closing');
      },
    };
    app.live.add(connection);
    socket.on('close', () => app.live.remove(connection));
    connection.send('ready', await app.live.countsOf(viewer));
  }

  const start = (socket: WebSocket, token: string) =>
    authenticate(socket, token).catch((error) => {
      app.log.error(error, 'live connection failed');
      socket.close(1011, 'error');
    });

  wss.on('connection', (socket: WebSocket & { alive?: boolean }, request: IncomingMessage) => {
    socket.alive = true;
    socket.on('pong', () => {
      socket.alive = true;
    });
    const cookie = usableToken(app.parseCookie(request.headers.cookie ?? '')[AUTH_COOKIE]);
    if (cookie) {
      // Another site's page may open a socket to us with our cookie: only our own pages may use it.
      if (comesFromOwnOrigin(request, config)) void start(socket, cookie);
      else socket.close(LIVE_CLOSE.unauthorized, 'foreign origin');
      return;
    }
    const timeout = setTimeout(() => socket.close(LIVE_CLOSE.authTimeout, 'no token'), AUTH_TIMEOUT_MS);
    socket.once('message', (message) => {
      clearTimeout(timeout);
      void start(socket, tokenOfMessage(message.toString()));
    });
    socket.on('close', () => clearTimeout(timeout));
  });

  // Dead connections (a phone that went to sleep) are dropped when they miss a ping.
  const heartbeat = setInterval(() => {
    for (const socket of wss.clients as Set<WebSocket & { alive?: boolean }>) {
      if (socket.alive === false) {
        socket.terminate();
        continue;
      }
      socket.alive = false;
      socket.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  app.server.on('upgrade', (request: IncomingMessage, stream: Duplex, head: Buffer) => {
    const path = (request.url ?? '').split('?')[0]!.toLowerCase().replace(/\/+$/, '');
    if (path !== LIVE_PATH) {
      stream.destroy();
      return;
    }
    wss.handleUpgrade(request, stream, head, (socket) => wss.emit('connection', socket, request));
  });

  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    for (const socket of wss.clients) socket.terminate();
    wss.close();
  });
}
