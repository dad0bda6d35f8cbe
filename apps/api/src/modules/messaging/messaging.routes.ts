import { messagingEndpoints as endpoints, ZSendMessage } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../platform/deps.ts';
import { authOf } from '../../platform/plugins/auth.ts';
import { ok } from '../../platform/reply.ts';
import { route } from '../../platform/route.ts';
import { parseBody } from '../../platform/validate.ts';
import { contentDisposition } from '../briefs/offers/offer-file.service.ts';
import { readMultipart } from '../files/uploads.ts';
import {
  getConversation,
  listMessageDetails,
  listMessages,
  openMessageFile,
  sendMessage,
  startConversation,
} from './messaging.service.ts';

const tags = ['messaging'];
const security = [{ bearer: [] }];

/** Conversations between a brief's client and its matched agencies (every team user of the agency). */
export async function messagingRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  route(
    app,
    endpoints.getMessage,
    {
      tags,
      summary: 'My conversations, newest activity first (PageSize 15; Search; OfferKey for one project)',
    },
    async (request) =>
      ok(request, await listMessages(depsOf(app), authOf(request).userId, request.query, request.ctx.locale)),
  );

  route(
    app,
    endpoints.postMessage,
    {
      tags,
      summary:
        'Open (or find) the conversation of a matched agency; needs the agency to have access to the brief',
    },
    async (request) =>
      ok(
        request,
        await startConversation(
          depsOf(app),
          authOf(request).userId,
          request.body.MatchedProviderId,
          request.ctx.locale,
        ),
      ),
  );

  route(
    app,
    endpoints.getMessageDetailById,
    { tags, summary: "A conversation's messages, newest first (page 0 marks it read)" },
    async (request) =>
      ok(
        request,
        await listMessageDetails(depsOf(app), authOf(request).userId, request.params.id, request.query),
      ),
  );

  route(
    app,
    endpoints.postMessageDetail,
    {
      tags,
      summary:
        'Send a message: JSON {MessageId, Text}, or multipart with MessageId, Text and one `File` (10 MB; no programs or scripts)',
    },
    async (request) => {
      const locale = request.ctx.locale;
      if (request.isMultipart()) {
        const { files, fields } = await readMultipart(request, { maxFiles: 1 });
        const input = parseBody(ZSendMessage, fields, locale);
        return ok(request, await sendMessage(depsOf(app), authOf(request).userId, input, files[0]));
      }
      const input = parseBody(ZSendMessage, request.body, locale);
      return ok(request, await sendMessage(depsOf(app), authOf(request).userId, input, undefined));
    },
  );

  api.get(
    '/Message/:id/file/:detailId',
    {
      schema: {
        tags,
        summary: 'A file sent in a conversation, for its two parties only',
        security,
        params: z.object({
          id: z.coerce.number().int().positive(),
          detailId: z.coerce.number().int().positive(),
        }),
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const file = await openMessageFile(
        depsOf(app),
        authOf(request).userId,
        request.params.id,
        request.params.detailId,
      );
      reply.header('content-type', 'application/octet-stream');
      reply.header('content-length', String(file.size));
      reply.header('content-disposition', contentDisposition(file.name));
      reply.header('x-content-type-options', 'nosniff');
      reply.header('cache-control', 'private, no-store');
      return reply.send(file.stream);
    },
  );
}

/** GET /api/v1.1/Message/{id}: one conversation. */
export async function messagingV11Routes(app: FastifyInstance) {
  route(
    app,
    endpoints.getMessageById,
    { tags, summary: 'One conversation: the other party, the project, the unread count' },
    async (request) =>
      ok(
        request,
        await getConversation(depsOf(app), authOf(request).userId, request.params.id, request.ctx.locale),
      ),
  );
}
