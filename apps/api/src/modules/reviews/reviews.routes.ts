import {
  REVIEW_SENT_MESSAGE,
  ZAgencyReview,
  ZEnvelope,
  ZReviewBody,
  ZReviewConfirmed,
  ZReviewReplyBody,
  ZReviewSubmitted,
  ZReviewTarget,
  ZReviewTokenBody,
} from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../platform/deps.ts';
import { authOf } from '../../platform/plugins/auth.ts';
import { ok } from '../../platform/reply.ts';
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
const security = [{ bearer: [] }];

/** Reviews: sent by anyone, published by the reviewer's e-mail confirmation, answered once by the agency. */
export async function reviewsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/Review/target/:slug',
    {
      schema: {
        tags,
        summary: 'The agency a review form is for (name and logo)',
        params: z.object({ slug: z.string().min(1).max(120) }),
        response: { 200: ZEnvelope(ZReviewTarget) },
      },
    },
    async (request) => {
      const agency = await findPublicAgency(depsOf(app).db, request.params.slug);
      if (!agency) throw agenciesErrors.agencyNotFound();
      const p = agency.provider;
      return ok(request, { Slug: p.slug, Name: p.companyNickName, LogoSrc: p.logoSrc });
    },
  );

  api.post(
    '/Review',
    {
      schema: {
        tags,
        summary: 'Send a review; it is published once the reviewer confirms the e-mailed link',
        body: ZReviewBody,
        response: { 201: ZEnvelope(ZReviewSubmitted) },
      },
    },
    async (request, reply) => {
      // A signed-in reviewer is recorded; a stale token does not stop a review.
      if (request.ctx.token) await app.authenticate(request).catch(() => undefined);
      const result = await submitReview(depsOf(app), request.body, {
        ip: request.ip,
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

  for (const [url, run, summary] of [
    ['/Review/confirm', confirmReview, 'The e-mailed link publishes the review'],
    ['/Review/remove', removeReview, 'The reviewer removes the review with the e-mailed link'],
  ] as const) {
    api.post(
      url,
      {
        schema: { tags, summary, body: ZReviewTokenBody, response: { 200: ZEnvelope(ZReviewConfirmed) } },
      },
      async (request) => ok(request, await run(depsOf(app), request.body.Token)),
    );
  }

  api.get(
    '/Review/by-provider',
    {
      schema: {
        tags,
        summary: "The signed-in agency's reviews in every state but removed",
        security,
        response: { 200: ZEnvelope(z.object({ Slug: z.string(), Items: z.array(ZAgencyReview) })) },
      },
      preHandler: app.authenticate,
    },
    async (request) => ok(request, await agencyReviews(depsOf(app), authOf(request).userId)),
  );

  api.put(
    '/Review/:id/reply',
    {
      schema: {
        tags,
        summary: 'The agency replies to a visible review, once, publicly',
        security,
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: ZReviewReplyBody,
        response: { 200: ZEnvelope(ZAgencyReview) },
      },
      preHandler: app.authenticate,
    },
    async (request) =>
      ok(
        request,
        await replyToReview(depsOf(app), authOf(request).userId, request.params.id, request.body.Reply),
      ),
  );
}
