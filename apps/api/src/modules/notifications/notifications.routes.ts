import { notificationsEndpoints as endpoints } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../platform/deps.ts';
import { authOf } from '../../platform/plugins/auth.ts';
import { ok } from '../../platform/reply.ts';
import { route } from '../../platform/route.ts';
import {
  notificationsOf,
  readAllNotifications,
  readNotification,
  unsubscribe,
} from './notifications.service.ts';

const tags = ['notifications'];

export async function notificationsRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.getNotification,
    { tags, summary: 'My notifications, newest first; PageIndex is the page minus one (PageSize 15)' },
    async (request) => ok(request, await notificationsOf(depsOf(app), authOf(request).userId, request.query)),
  );

  route(
    app,
    endpoints.putNotificationReadAll,
    { tags, summary: 'Mark all my notifications read' },
    async (request) => ok(request, await readAllNotifications(depsOf(app), authOf(request).userId)),
  );

  route(
    app,
    endpoints.putNotificationRead,
    { tags, summary: 'Mark one notification read' },
    async (request) =>
      ok(request, await readNotification(depsOf(app), authOf(request).userId, request.params.id)),
  );

  // Mail clients' one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form, the token in the URL.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  route(
    app,
    endpoints.postNotificationUnsubscribe,
    {
      tags,
      summary:
        "An e-mail's unsubscribe link: stops notice e-mails for that person (no sign-in). Token in the body, or in the URL for mail clients' one-click unsubscribe",
    },
    async (request) =>
      ok(request, await unsubscribe(depsOf(app), request.body?.Token ?? request.query.Token ?? '')),
  );
}
