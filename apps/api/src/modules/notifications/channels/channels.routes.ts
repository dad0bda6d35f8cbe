import { notificationsEndpoints as endpoints } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { route } from '../../../platform/route.ts';
import { addChannel, editChannel, listChannels, removeChannel, testChannel } from './channels.service.ts';

const tags = ['notification-channels'];

/** The agency's chat channels (Discord, Telegram, Slack, Teams) for new opportunities and messages. */
export async function notificationChannelsRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.getNotificationChannel,
    { tags, summary: "The agency's chat channels, each with its last delivery (and the platform's error)" },
    async (request) => ok(request, await listChannels(depsOf(app), authOf(request).userId)),
  );

  route(
    app,
    endpoints.postNotificationChannel,
    {
      tags,
      summary:
        'Add a channel: title, platform and its incoming-webhook URL (checked per platform; at most 10)',
    },
    async (request) => ok(request, await addChannel(depsOf(app), authOf(request).userId, request.body)),
  );

  route(app, endpoints.putNotificationChannelById, { tags, summary: 'Change a channel' }, async (request) =>
    ok(request, await editChannel(depsOf(app), authOf(request).userId, request.params.id, request.body)),
  );

  route(
    app,
    endpoints.deleteNotificationChannelById,
    { tags, summary: 'Remove a channel' },
    async (request) =>
      ok(request, await removeChannel(depsOf(app), authOf(request).userId, request.params.id)),
  );

  route(
    app,
    endpoints.postNotificationChannelTest,
    { tags, summary: 'Post a test notice to the channel now and answer what the platform said' },
    async (request) =>
      ok(
        request,
        await testChannel(depsOf(app), authOf(request).userId, request.params.id, request.ctx.locale),
      ),
  );
}
