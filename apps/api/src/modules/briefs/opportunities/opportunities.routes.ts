import { briefsEndpoints as endpoints, ZAccessPaymentInput } from '@brifa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { route } from '../../../platform/route.ts';
import { contentDisposition } from '../offers/offer-file.service.ts';
import { businessOpportunity, declineBusinessOpportunity } from './invitations.service.ts';
import {
  listProviderOpportunities,
  moveToFolder,
  opportunityForProvider,
  payForAccess,
} from './opportunities.service.ts';
import { contactPoolOffer, listPool, poolOfferForProvider } from './pool.service.ts';
import { saveProviderFeedback } from './provider-feedback.service.ts';
import { openQuoteFile, saveQuote, saveQuoteFile } from './quotes.service.ts';

const tags = ['opportunities'];
const security = [{ bearer: [] }];
const ZMatchParams = z.object({ id: z.coerce.number().int().positive() });

/** The agency's side of briefs: its opportunities, access, quotes, feedback, the pool, and invitations. */
export async function opportunitiesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.authenticate };

  route(
    app,
    endpoints.getMatchedProviderByProvider,
    {
      tags,
      summary: "The agency's opportunities under one folder or tab, 10 a page, with every folder's count",
    },
    async (request) =>
      ok(
        request,
        await listProviderOpportunities(depsOf(app), {
          userId: authOf(request).userId,
          query: request.query,
          locale: request.ctx.locale,
        }),
      ),
  );

  route(
    app,
    endpoints.postMatchedProviderFolder,
    { tags, summary: 'Move an opportunity to the contacted, not interested or follow-list folder' },
    async (request) =>
      ok(
        request,
        await moveToFolder(depsOf(app), {
          userId: authOf(request).userId,
          matchId: request.body.MatchedProviderId,
          folder: request.body.Folder,
          locale: request.ctx.locale,
        }),
      ),
  );

  route(
    app,
    endpoints.deleteMatchedProviderFolder,
    { tags, summary: 'Take an opportunity out of its folder' },
    async (request) =>
      ok(
        request,
        await moveToFolder(depsOf(app), {
          userId: authOf(request).userId,
          matchId: request.body.MatchedProviderId,
          folder: null,
          locale: request.ctx.locale,
        }),
      ),
  );

  route(
    app,
    endpoints.getOfferForProvider,
    {
      tags,
      summary:
        "The brief for its matched agency: the client's identity only with access (a covering subscription grants it here)",
    },
    async (request) =>
      ok(
        request,
        await opportunityForProvider(depsOf(app), {
          userId: authOf(request).userId,
          offerKey: request.params.id,
          locale: request.ctx.locale,
        }),
      ),
  );

  route(
    app,
    endpoints.postMatchedProviderPayment,
    {
      tags,
      summary:
        'Pay the viewing fee from the wallet (or use the subscription) to see the client; charged once',
    },
    async (request) =>
      ok(
        request,
        await payForAccess(depsOf(app), {
          userId: authOf(request).userId,
          matchId: request.params.id,
          // Optional: a body { IdempotencyKey } or an Idempotency-Key header (the match alone already pays once).
          idempotencyKey:
            ZAccessPaymentInput.safeParse(request.body ?? {}).data?.IdempotencyKey ??
            request.headers['idempotency-key']?.toString(),
          locale: request.ctx.locale,
        }),
      ),
  );

  route(
    app,
    endpoints.putMatchedProviderQuote,
    { tags, summary: 'Send or update the quote (price in TRY, duration in days, message); needs access' },
    async (request) =>
      ok(
        request,
        await saveQuote(depsOf(app), {
          userId: authOf(request).userId,
          matchId: request.params.id,
          quote: request.body,
          locale: request.ctx.locale,
        }),
      ),
  );

  route(
    app,
    endpoints.postMatchedProviderQuoteFile,
    { tags, summary: "Attach a file to the quote (multipart `File`, at most 10 MB; a brief's file types)" },
    async (request) =>
      ok(
        request,
        await saveQuoteFile(depsOf(app), {
          userId: authOf(request).userId,
          matchId: request.params.id,
          request: request as FastifyRequest,
          locale: request.ctx.locale,
        }),
      ),
  );

  api.get(
    '/MatchedProvider/:id/quote/file',
    {
      schema: {
        tags,
        summary: "The quote's attachment, for the brief's client and the agency's team (404 otherwise)",
        security,
        params: ZMatchParams,
      },
      ...auth,
    },
    async (request, reply) => {
      const file = await openQuoteFile(depsOf(app), {
        userId: authOf(request).userId,
        matchId: request.params.id,
      });
      reply.header('content-type', file.type);
      reply.header('content-length', String(file.size));
      reply.header('content-disposition', contentDisposition(file.name));
      reply.header('x-content-type-options', 'nosniff');
      reply.header('cache-control', 'private, no-store');
      return reply.send(file.stream);
    },
  );

  route(
    app,
    endpoints.putMatchedProviderFeedback,
    {
      tags,
      summary:
        'The agency\'s feedback on the opportunity; "do not send such requests" may tighten its preferences',
    },
    async (request) =>
      ok(
        request,
        await saveProviderFeedback(depsOf(app), {
          userId: authOf(request).userId,
          matchId: request.params.id,
          feedback: request.body,
          locale: request.ctx.locale,
        }),
      ),
  );

  route(
    app,
    endpoints.getPool,
    { tags, summary: 'Briefs left with fewer than 5 responding agencies after their window, 20 a page' },
    async (request) =>
      ok(
        request,
        await listPool(depsOf(app), {
          userId: authOf(request).userId,
          query: request.query,
          locale: request.ctx.locale,
        }),
      ),
  );

  route(
    app,
    endpoints.getPoolOfferForProvider,
    { tags, summary: 'A pool brief for an agency' },
    async (request) =>
      ok(
        request,
        await poolOfferForProvider(depsOf(app), {
          userId: authOf(request).userId,
          offerKey: request.params.id,
          locale: request.ctx.locale,
        }),
      ),
  );

  route(
    app,
    endpoints.postPoolOfferContact,
    { tags, summary: 'Take a pool brief and see the client (limited without a subscription)' },
    async (request) =>
      ok(
        request,
        await contactPoolOffer(depsOf(app), {
          userId: authOf(request).userId,
          offerKey: request.params.id,
          locale: request.ctx.locale,
        }),
      ),
  );

  route(
    app,
    endpoints.getBusinessOpportunityById,
    { tags, summary: 'The brief summary an invited, unregistered agency sees' },
    async (request) =>
      ok(
        request,
        await businessOpportunity(depsOf(app), { key: request.params.id, locale: request.ctx.locale }),
      ),
  );

  route(
    app,
    endpoints.postBusinessOpportunityDecline,
    { tags, summary: 'The invited agency declines the brief with a reason' },
    async (request) =>
      ok(
        request,
        await declineBusinessOpportunity(depsOf(app), {
          key: request.params.id,
          decline: request.body,
          locale: request.ctx.locale,
        }),
      ),
  );
}
