import type { FastifyInstance } from 'fastify';
import { authOf } from '../../plugins/auth.ts';
import { viewerOf } from '../messaging/messaging.service.ts';
import type { TLiveConnection } from './live.hub.ts';

const HEARTBEAT_MS = 25_000;

/**
 * GET /api/v1/Live: server-sent events for the signed-in user (new messages, read marks, notifications,
 * counters). The browser reads it with fetch, which can send the bearer token.
 */
export async function liveRoutes(app: FastifyInstance) {
  app.get(
    '/Live',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['messaging'],
        summary:
          'Live events (text/event-stream): ready, message, read, notification, counts; a comment line every 25 s',
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(app.deps.database.db, authOf(request).userId);
      const counts = await app.live.countsOf(viewer);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.socket?.setNoDelay(true);
      const connection: TLiveConnection = {
        viewer,
        send(event, data) {
          raw.write(`event: ${event}\ndata: ${JSON.stringify(data ?? null)}\n\n`);
        },
        end() {
          raw.end();
        },
      };
      const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      app.live.add(connection);
      request.raw.on('close', () => {
        clearInterval(heartbeat);
        app.live.remove(connection);
      });
      connection.send('ready', counts);
    },
  );
}
