import {
  ZClientMatch,
  ZClientMatchesQuery,
  ZClientMatchList,
  ZClientMatchMark,
  ZEnvelope,
  ZMatchedProviderView,
  ZOfferMetric,
} from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import {
  listClientMatches,
  markWon,
  offerMetric,
  setMark,
  setWatchlisted,
  viewMatchedProvider,
} from './client-matches.service.ts';

const tags = ['matched providers'];
const security = [{ bearer: [] }];
/** {id} in offer paths is the offer's public key. */
const ZKeyParams = z.object({ id: z.string().min(8).max(64) });
/** {id} in MatchedProvider paths is the match's id; only its client and its agency get an answer. */
const ZMatchParams = z.object({ id: z.coerce.number().int().positive() });

/** The client's view of its matched agencies, and a brief's figures. */
export async function clientMatchesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/offer/:id/matches',
    {
      schema: {
        tags,
        summary: "The agencies matched to the client's brief, under one offers-list filter, with counts",
        security,
        params: ZKeyParams,
        querystring: ZClientMatchesQuery,
        response: { 200: ZEnvelope(ZClientMatchList) },
      },
      preHandler: app.authenticate,
    },
    async (request) =>
      ok(
        request,
        await listClientMatches(depsOf(app), {
          userId: authOf(request).userId,
          offerKey: request.params.id,
          filter: request.query.Filter,
          locale: request.ctx.locale,
        }),
      ),
  );

  api.get(
    '/MatchedProvider/:id',
    {
      schema: {
        tags,
        summary: "One match: the client's view (marks it seen) or the matched agency's own view",
        security,
        params: ZMatchParams,
        response: { 200: ZEnvelope(ZMatchedProviderView) },
      },
      preHandler: app.authenticate,
    },
    async (request) =>
      ok(
        request,
        await viewMatchedProvider(depsOf(app), {
          userId: authOf(request).userId,
          matchId: request.params.id,
          locale: request.ctx.locale,
        }),
      ),
  );

  for (const method of ['POST', 'DELETE'] as const) {
    api.route({
      method,
      url: '/MatchedProvider/:id/watchlist',
      schema: {
        tags,
        summary:
          method === 'POST' ? 'Add the agency to the shortlist' : 'Remove the agency from the shortlist',
        security,
        params: ZMatchParams,
        response: { 200: ZEnvelope(ZClientMatch) },
      },
      preHandler: app.authenticate,
      handler: async (request) =>
        ok(
          request,
          await setWatchlisted(depsOf(app), {
            userId: authOf(request).userId,
            matchId: request.params.id,
            watchlisted: method === 'POST',
            locale: request.ctx.locale,
          }),
        ),
    });
  }

  api.post(
    '/MatchedProvider/:id/mark',
    {
      schema: {
        tags,
        summary: 'Mark the agency contacted or not interested (null clears the mark)',
        security,
        params: ZMatchParams,
        body: ZClientMatchMark,
        response: { 200: ZEnvelope(ZClientMatch) },
      },
      preHandler: app.authenticate,
    },
    async (request) =>
      ok(
        request,
        await setMark(depsOf(app), {
          userId: authOf(request).userId,
          matchId: request.params.id,
          mark: request.body.Mark,
          locale: request.ctx.locale,
        }),
      ),
  );

  api.post(
    '/MatchedProvider/:id/won',
    {
      schema: {
        tags,
        summary: 'We agreed with this agency: the brief becomes agreed, the others are told',
        security,
        params: ZMatchParams,
        response: { 200: ZEnvelope(ZClientMatch) },
      },
      preHandler: app.authenticate,
    },
    async (request) =>
      ok(
        request,
        await markWon(depsOf(app), {
          userId: authOf(request).userId,
          matchId: request.params.id,
          locale: request.ctx.locale,
        }),
      ),
  );

  api.get(
    '/OfferMetric/:id',
    {
      schema: {
        tags,
        summary: "A brief's figures: views, responses, matched agencies, time to the first response",
        security,
        params: ZKeyParams,
        response: { 200: ZEnvelope(ZOfferMetric) },
      },
      preHandler: app.authenticate,
    },
    async (request) =>
      ok(
        request,
        await offerMetric(depsOf(app), { userId: authOf(request).userId, offerKey: request.params.id }),
      ),
  );
}
