import { npsEndpoints as endpoints } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { route } from '../../../platform/route.ts';
import { briefsErrors } from '../briefs.errors.ts';
import { findOfferForFeedback } from '../feedback/feedback.repo.ts';
import {
  agencyNpsSummary,
  agreementNpsCanAccess,
  agreementNpsList,
  agreementNpsPage,
  answerAgreementNps,
  answerBrifaNps,
  brifaNpsOnOffer,
  queueBrifaNpsRequest,
  snoozeAgreementNps,
  userBrifaNps,
} from './nps.service.ts';

const tags = ['nps'];

/**
 * Satisfaction scores (issue 20 item 3, rules.md §7): Brifa NPS per brief and the agreement NPS. `not-auth`
 * calls take UserId and the brief's access token from the e-mailed link; a wrong one is 404 and says nothing.
 */
export async function npsRoutes(app: FastifyInstance) {
  route(app, endpoints.postOfferBrifaNps, { tags, summary: 'Rate Brifa 0–10 for a brief' }, async (request) =>
    ok(
      request,
      await answerBrifaNps(depsOf(app), { userId: authOf(request).userId }, request.params.id, request.body),
    ),
  );

  route(
    app,
    endpoints.getBrifaNpsOnOffer,
    { tags, summary: "The brief and the client's Brifa score for it" },
    async (request) =>
      ok(
        request,
        await brifaNpsOnOffer(
          depsOf(app),
          { userId: authOf(request).userId },
          request.query.OfferKey,
          request.ctx.locale,
        ),
      ),
  );

  route(
    app,
    endpoints.putBrifaNpsOnOffer,
    { tags, summary: 'Rate Brifa for a brief, or change the score' },
    async (request) => {
      const { OfferKey, ...answer } = request.body;
      return ok(
        request,
        await answerBrifaNps(depsOf(app), { userId: authOf(request).userId }, OfferKey, answer),
      );
    },
  );

  route(
    app,
    endpoints.getBrifaNpsOnOfferNotAuth,
    { tags, summary: 'The Brifa score screen from the e-mailed link' },
    async (request) => {
      const { OfferKey, UserId, Token } = request.query;
      return ok(
        request,
        await brifaNpsOnOffer(depsOf(app), { link: { UserId, Token } }, OfferKey, request.ctx.locale),
      );
    },
  );

  route(
    app,
    endpoints.putBrifaNpsOnOfferNotAuth,
    { tags, summary: 'Rate Brifa for a brief from the e-mailed link' },
    async (request) => {
      const { OfferKey, UserId, Token, ...answer } = request.body;
      return ok(request, await answerBrifaNps(depsOf(app), { link: { UserId, Token } }, OfferKey, answer));
    },
  );

  route(
    app,
    endpoints.getUserBrifaNpsById,
    { tags, summary: "The client's own Brifa score" },
    async (request) =>
      ok(request, await userBrifaNps(depsOf(app), authOf(request).userId, request.params.id)),
  );

  route(
    app,
    endpoints.getAgreementNpsList,
    { tags, summary: "The client's agreement scores, unanswered first" },
    async (request) =>
      ok(request, await agreementNpsList(depsOf(app), authOf(request).userId, request.ctx.locale)),
  );

  route(
    app,
    endpoints.getAgreementNpsProvider,
    { tags, summary: "The agency's agreement scores: count, average, NPS, latest comments" },
    async (request) => ok(request, await agencyNpsSummary(depsOf(app), authOf(request).userId)),
  );

  route(
    app,
    endpoints.getAgreementNpsPage,
    { tags, summary: 'One agreement score with its brief and agency' },
    async (request) =>
      ok(
        request,
        await agreementNpsPage(
          depsOf(app),
          { userId: authOf(request).userId },
          request.params.id,
          request.ctx.locale,
        ),
      ),
  );

  route(
    app,
    endpoints.getAgreementNpsPageNotAuth,
    { tags, summary: 'One agreement score from the e-mailed link' },
    async (request) =>
      ok(
        request,
        await agreementNpsPage(depsOf(app), { link: request.query }, request.params.id, request.ctx.locale),
      ),
  );

  route(
    app,
    endpoints.getAgreementNpsCanAccess,
    { tags, summary: 'Whether the signed-in client or the link may answer this agreement score' },
    async (request) => {
      const { UserId, Token } = request.query;
      const access = request.auth
        ? { userId: request.auth.userId }
        : UserId !== undefined && Token !== undefined
          ? { link: { UserId, Token } }
          : null;
      return ok(request, await agreementNpsCanAccess(depsOf(app), access, request.params.id));
    },
  );

  route(
    app,
    endpoints.putAgreementNps,
    { tags, summary: 'Rate the agency 0–10 with a comment, or change it' },
    async (request) =>
      ok(
        request,
        await answerAgreementNps(
          depsOf(app),
          { userId: authOf(request).userId },
          request.params.id,
          request.body,
          request.ctx.locale,
        ),
      ),
  );

  route(
    app,
    endpoints.putAgreementNpsNotAuth,
    { tags, summary: 'Rate the agency from the e-mailed link' },
    async (request) => {
      const { UserId, Token, ...answer } = request.body;
      return ok(
        request,
        await answerAgreementNps(
          depsOf(app),
          { link: { UserId, Token } },
          request.params.id,
          answer,
          request.ctx.locale,
        ),
      );
    },
  );

  route(
    app,
    endpoints.postAgreementNpsLater,
    { tags, summary: '"Later" on the pop-up: it stays away a few days' },
    async (request) =>
      ok(
        request,
        await snoozeAgreementNps(depsOf(app), authOf(request).userId, request.params.id, request.ctx.locale),
      ),
  );
}

/**
 * Development only (registered outside production, beside the dev outbox): the Brifa NPS e-mail for a brief
 * now instead of a week later, so the e-mailed 0–10 links can be tried and tested.
 */
export async function devNpsRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.postBrifaNpsRequestByOfferKey,
    { tags: ['dev'], summary: 'Queue the "would you recommend Brifa?" e-mail for a brief now' },
    async (request) => {
      const deps = depsOf(app);
      const offer = await findOfferForFeedback(deps.db, request.params.offerKey);
      if (!offer) throw briefsErrors.offerNotFound();
      return ok(request, { Queued: (await queueBrifaNpsRequest(deps, offer.id)).queued });
    },
  );
}
