import { ZEnvelope, ZNotification, ZNotificationList, ZNotificationQuery } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../platform/deps.ts';
import { authOf } from '../../platform/plugins/auth.ts';
import { ok } from '../../platform/reply.ts';
import {
  notificationsOf,
  readAllNotifications,
  readNotification,
  unsubscribe,
} from './notifications.service.ts';

const tags = ['notifications'];
const security = [{ bearer: [] }];

export async function notificationsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/Notification',
    {
      schema: {
        tags,
        summary: 'My notifications, newest first; PageIndex is the page minus one (PageSize 15)',
        security,
        querystring: ZNotificationQuery,
        response: { 200: ZEnvelope(ZNotificationList) },
      },
      preHandler: app.authenticate,
    },
    async (request) => ok(request, await notificationsOf(depsOf(app), authOf(request).userId, request.query)),
  );

  api.put(
    '/Notification/read-all',
    {
      schema: {
        tags,
        summary: 'Mark all my notifications read',
        security,
        response: { 200: ZEnvelope(z.object({ UnreadCount: z.number().int() })) },
      },
      preHandler: app.authenticate,
    },
    async (request) => ok(request, await readAllNotifications(depsOf(app), authOf(request).userId)),
  );

  api.put(
    '/Notification/:id/read',
    {
      schema: {
        tags,
        summary: 'Mark one notification read',
        security,
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: ZEnvelope(ZNotification) },
      },
      preHandler: app.authenticate,
    },
    async (request) =>
      ok(request, await readNotification(depsOf(app), authOf(request).userId, request.params.id)),
  );

  // Mail clients' one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form, the token in the URL.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  api.post(
    '/Notification/unsubscribe',
    {
      schema: {
        tags,
        summary:
          "An e-mail's unsubscribe link: stops notice e-mails for that person (no sign-in). Token in the body, or in the URL for mail clients' one-click unsubscribe",
        querystring: z.object({ Token: z.string().min(3).max(200).optional() }),
        body: z
          .object({ Token: z.string().min(3).max(200).optional() })
          .passthrough()
          .optional(),
        response: { 200: ZEnvelope(z.object({ Email: z.string() })) },
      },
    },
    async (request) =>
      ok(request, await unsubscribe(depsOf(app), request.body?.Token ?? request.query.Token ?? '')),
  );
}
