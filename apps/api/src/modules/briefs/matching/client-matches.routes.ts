import { briefsEndpoints as endpoints } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { route } from '../../../platform/route.ts';
import {
  declineAgreementReport,
  listClientMatches,
  markWon,
  offerMetric,
  setMark,
  setWatchlisted,
  viewMatchedProvider,
} from './client-matches.service.ts';

const tags = ['matched providers'];

/** The client's view of its matched agencies, and a brief's figures. */
export async function clientMatchesRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.getOfferMatches,
    {
      tags,
      summary: "The agencies matched to the client's brief, under one offers-list filter, with counts",
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

  route(
    app,
    endpoints.getMatchedProviderById,
    { tags, summary: "One match: the client's view (marks it seen) or the matched agency's own view" },
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
    const endpoint =
      method === 'POST' ? endpoints.postMatchedProviderWatchlist : endpoints.deleteMatchedProviderWatchlist;
    const summary =
      method === 'POST' ? 'Add the agency to the shortlist' : 'Remove the agency from the shortlist';
    route(app, endpoint, { tags, summary }, async (request) =>
      ok(
        request,
        await setWatchlisted(depsOf(app), {
          userId: authOf(request).userId,
          matchId: request.params.id,
          watchlisted: method === 'POST',
          locale: request.ctx.locale,
        }),
      ),
    );
  }

  route(
    app,
    endpoints.postMatchedProviderMark,
    { tags, summary: 'Mark the agency contacted or not interested (null clears the mark)' },
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

  route(
    app,
    endpoints.postMatchedProviderWon,
    { tags, summary: 'We agreed with this agency: the brief becomes agreed, the others are told' },
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

  route(
    app,
    endpoints.postMatchedProviderAgreementReportDecline,
    { tags, summary: 'The client did not agree with the agency that reported "we agreed"' },
    async (request) =>
      ok(
        request,
        await declineAgreementReport(depsOf(app), {
          userId: authOf(request).userId,
          matchId: request.params.id,
          locale: request.ctx.locale,
        }),
      ),
  );

  route(
    app,
    endpoints.getOfferMetricById,
    { tags, summary: "A brief's figures: views, responses, matched agencies, time to the first response" },
    async (request) =>
      ok(
        request,
        await offerMetric(depsOf(app), { userId: authOf(request).userId, offerKey: request.params.id }),
      ),
  );
}
