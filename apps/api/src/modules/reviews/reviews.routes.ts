import { reviewsEndpoints as endpoints, REVIEW_SENT_MESSAGE } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { clientInfo } from '../../platform/client-info.ts';
import { depsOf } from '../../platform/deps.ts';
import { authOf } from '../../platform/plugins/auth.ts';
import { ok } from '../../platform/reply.ts';
import { route } from '../../platform/route.ts';
import { agenciesErrors } from '../agencies/agencies.errors.ts';
import { findPublicAgency } from '../identity/accounts/providers.service.ts';
import {
  agencyReviews,
  confirmReview,
  removeReview,
  replyToReview,
  submitReview,
} from './reviews.service.ts';

const tags = ['reviews'];

/** Reviews: sent by anyone, published by the reviewer's e-mail confirmation, answered once by the agency. */
export async function reviewsRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.getReviewTargetBySlug,
    { tags, summary: 'The agency a review form is for (name and logo)' },
    async (request) => {
      const agency = await findPublicAgency(depsOf(app).db, request.params.slug);
      if (!agency) throw agenciesErrors.agencyNotFound();
      const p = agency.provider;
      return ok(request, { Slug: p.slug, Name: p.companyNickName, LogoSrc: p.logoSrc });
    },
  );

  route(
    app,
    endpoints.postReview,
    { tags, summary: 'Send a review; it is published once the reviewer confirms the e-mailed link' },
    async (request, reply) => {
      // A signed-in reviewer is recorded; a stale token does not stop a review.
      if (request.ctx.token) await app.authenticate(request).catch(() => undefined);
      const result = await submitReview(depsOf(app), request.body, {
        ip: clientInfo(request).ip ?? '',
        userId: request.auth?.userId ?? null,
        locale: request.ctx.locale,
      });
      return reply.code(201).send(
        ok(request, result, {
          status: 201,
          message: REVIEW_SENT_MESSAGE[request.ctx.locale],
        }),
      );
    },
  );

  for (const [endpoint, run, summary] of [
    [endpoints.postReviewConfirm, confirmReview, 'The e-mailed link publishes the review'],
    [endpoints.postReviewRemove, removeReview, 'The reviewer removes the review with the e-mailed link'],
  ] as const) {
    route(app, endpoint, { tags, summary }, async (request) =>
      ok(request, await run(depsOf(app), request.body.Token)),
    );
  }

  route(
    app,
    endpoints.getReviewByProvider,
    { tags, summary: "The signed-in agency's reviews in every state but removed" },
    async (request) => ok(request, await agencyReviews(depsOf(app), authOf(request).userId)),
  );

  route(
    app,
    endpoints.putReviewReply,
    { tags, summary: 'The agency replies to a visible review, once, publicly' },
    async (request) =>
      ok(
        request,
        await replyToReview(depsOf(app), authOf(request).userId, request.params.id, request.body.Reply),
      ),
  );
}
