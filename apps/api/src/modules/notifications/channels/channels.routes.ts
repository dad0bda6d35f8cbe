import {
  ZChannelTestResult,
  ZEnvelope,
  ZNotificationChannel,
  ZNotificationChannelInput,
} from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { addChannel, editChannel, listChannels, removeChannel, testChannel } from './channels.service.ts';

const tags = ['notification-channels'];
const security = [{ bearer: [] }];
const ZIdParams = z.object({ id: z.coerce.number().int().positive() });

/** The agency's chat channels (Discord, Telegram, Slack, Teams) for new opportunities and messages. */
export async function notificationChannelsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const common = { preHandler: app.authenticate };

  api.get(
    '/NotificationChannel',
    {
      ...common,
      schema: {
        tags,
        summary: "The agency's chat channels, each with its last delivery (and the platform's error)",
        security,
        response: { 200: ZEnvelope(z.array(ZNotificationChannel)) },
      },
    },
    async (request) => ok(request, await listChannels(depsOf(app), authOf(request).userId)),
  );

  api.post(
    '/NotificationChannel',
    {
      ...common,
      schema: {
        tags,
        summary:
          'Add a channel: title, platform and its incoming-webhook URL (checked per platform; at most 10)',
        security,
        body: ZNotificationChannelInput,
        response: { 200: ZEnvelope(ZNotificationChannel) },
      },
    },
    async (request) => ok(request, await addChannel(depsOf(app), authOf(request).userId, request.body)),
  );

  api.put(
    '/NotificationChannel/:id',
    {
      ...common,
      schema: {
        tags,
        summary: 'Change a channel',
        security,
        params: ZIdParams,
        body: ZNotificationChannelInput,
        response: { 200: ZEnvelope(ZNotificationChannel) },
      },
    },
    async (request) =>
      ok(request, await editChannel(depsOf(app), authOf(request).userId, request.params.id, request.body)),
  );

  api.delete(
    '/NotificationChannel/:id',
    {
      ...common,
      schema: {
        tags,
        summary: 'Remove a channel',
        security,
        params: ZIdParams,
        response: { 200: ZEnvelope(z.object({ Id: z.number().int() })) },
      },
    },
    async (request) =>
      ok(request, await removeChannel(depsOf(app), authOf(request).userId, request.params.id)),
  );

  api.post(
    '/NotificationChannel/:id/test',
    {
      ...common,
      schema: {
        tags,
        summary: 'Post a test notice to the channel now and answer what the platform said',
        security,
        params: ZIdParams,
        response: { 200: ZEnvelope(ZChannelTestResult) },
      },
    },
    async (request) =>
      ok(
        request,
        await testChannel(depsOf(app), authOf(request).userId, request.params.id, request.ctx.locale),
      ),
  );
}
