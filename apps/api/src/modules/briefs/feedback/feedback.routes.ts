import { briefsEndpoints as endpoints } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { route } from '../../../platform/route.ts';
import { briefsErrors } from '../briefs.errors.ts';
import { findOfferForFeedback } from './feedback.repo.ts';
import {
  createFeedback,
  createMatchFeedback,
  editMatchFeedback,
  feedbackForm,
  feedbackPage,
  getMatchFeedback,
  isAnswered,
  pendingFeedback,
  providerFeedbackPage,
  queueFeedbackRequest,
  updateFeedback,
} from './feedback.service.ts';

const tags = ['feedback'];

/**
 * The client's feedback (spec rules.md section 7): the overall answer about a project (Feedback) and the
 * outcome with each matched agency (UserOfferFeedback). `not-auth` calls take UserId and the offer's access
 * token from the e-mailed link instead of a bearer token; a wrong one is 404 and reveals nothing.
 */
export async function feedbackRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.getFeedbackNotCompleted,
    { tags, summary: 'Projects to ask the client about: 3+ days old, matched agencies, no answer yet' },
    async (request) =>
      ok(request, await pendingFeedback(depsOf(app), authOf(request).userId, request.ctx.locale)),
  );

  route(
    app,
    endpoints.postFeedback,
    { tags, summary: 'The overall answer about a project ("wants new match" matches more agencies)' },
    async (request) =>
      ok(request, await createFeedback(depsOf(app), { userId: authOf(request).userId }, request.body)),
  );

  route(
    app,
    endpoints.postFeedbackNotAuth,
    { tags, summary: 'The overall answer about a project, from the e-mailed link' },
    async (request) => {
      const { UserId, Token, ...input } = request.body;
      return ok(request, await createFeedback(depsOf(app), { link: { UserId, Token } }, input));
    },
  );

  route(
    app,
    endpoints.putFeedbackById,
    { tags, summary: 'Change the overall answer about a project' },
    async (request) =>
      ok(request, await updateFeedback(depsOf(app), authOf(request).userId, request.params.id, request.body)),
  );

  route(
    app,
    endpoints.getFeedbackPage,
    { tags, summary: "The client's own feedback with its matched agencies" },
    async (request) =>
      ok(
        request,
        await feedbackPage(depsOf(app), authOf(request).userId, request.params.id, request.ctx.locale),
      ),
  );

  route(
    app,
    endpoints.getFeedbackPageProvider,
    { tags, summary: "A matched agency's view of the client's feedback (no client details)" },
    async (request) =>
      ok(
        request,
        await providerFeedbackPage(
          depsOf(app),
          authOf(request).userId,
          request.params.id,
          request.ctx.locale,
        ),
      ),
  );

  // UserOfferFeedback: one outcome per matched agency.
  for (const endpoint of [
    endpoints.getUserOfferFeedbackIsAnsweredByOfferKey,
    endpoints.getUserOfferFeedbackIsAnswered,
  ]) {
    route(
      app,
      endpoint,
      { tags, summary: 'Whether the client has answered about every matched agency' },
      async (request) => {
        const key = offerKeyOf(request);
        return ok(request, await isAnswered(depsOf(app), { userId: authOf(request).userId }, key));
      },
    );
  }

  for (const endpoint of [
    endpoints.getUserOfferFeedbackMatchedProvidersByOfferKey,
    endpoints.getUserOfferFeedbackMatchedProviders,
  ]) {
    route(
      app,
      endpoint,
      {
        tags,
        summary: "The project's matched agencies with the client's outcome for each (the feedback form)",
      },
      async (request) =>
        ok(
          request,
          await feedbackForm(
            depsOf(app),
            { userId: authOf(request).userId },
            offerKeyOf(request),
            request.ctx.locale,
          ),
        ),
    );
  }

  route(
    app,
    endpoints.getUserOfferFeedbackNotAuthMatchedProvidersByOfferKey,
    { tags, summary: 'The feedback form from the e-mailed link' },
    async (request) =>
      ok(
        request,
        await feedbackForm(depsOf(app), { link: request.query }, request.params.offerKey, request.ctx.locale),
      ),
  );

  route(
    app,
    endpoints.getUserOfferFeedbackNotAuthById,
    { tags, summary: 'One outcome, from the e-mailed link' },
    async (request) =>
      ok(request, await getMatchFeedback(depsOf(app), { link: request.query }, request.params.id)),
  );

  route(
    app,
    endpoints.postUserOfferFeedbackNotAuth,
    { tags, summary: 'The outcome with one matched agency, from the e-mailed link' },
    async (request) => {
      const { UserId, Token, ...input } = request.body;
      return ok(request, await createMatchFeedback(depsOf(app), { link: { UserId, Token } }, input));
    },
  );

  route(
    app,
    endpoints.putUserOfferFeedbackNotAuthById,
    { tags, summary: 'Change the outcome with one matched agency, from the e-mailed link' },
    async (request) => {
      const { UserId, Token, ...input } = request.body;
      return ok(
        request,
        await editMatchFeedback(depsOf(app), { link: { UserId, Token } }, request.params.id, input),
      );
    },
  );

  route(
    app,
    endpoints.getUserOfferFeedbackById,
    { tags, summary: 'One outcome with a matched agency' },
    async (request) =>
      ok(request, await getMatchFeedback(depsOf(app), { userId: authOf(request).userId }, request.params.id)),
  );

  route(
    app,
    endpoints.postUserOfferFeedback,
    { tags, summary: 'The outcome with one matched agency (a negative one needs a reason code)' },
    async (request) =>
      ok(request, await createMatchFeedback(depsOf(app), { userId: authOf(request).userId }, request.body)),
  );

  route(
    app,
    endpoints.putUserOfferFeedbackById,
    { tags, summary: 'Change the outcome with one matched agency' },
    async (request) =>
      ok(
        request,
        await editMatchFeedback(
          depsOf(app),
          { userId: authOf(request).userId },
          request.params.id,
          request.body,
        ),
      ),
  );
}

/** The offer key from the path (`.../{offerKey}`) or, for the spec's bare path, the query (`?OfferKey=`). */
function offerKeyOf(request: { params: unknown; query: unknown }): string {
  const params = request.params as { offerKey?: string };
  return params.offerKey ?? (request.query as { OfferKey: string }).OfferKey;
}

/**
 * Development only (registered outside production, beside the dev outbox): sends a project's feedback
 * e-mail now instead of waiting for the scheduled job, so the tokenised link can be tried and tested.
 */
export async function devFeedbackRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.postFeedbackRequestByOfferKey,
    { tags: ['dev'], summary: 'Queue the "How did it go with the agencies?" e-mail for a project now' },
    async (request) => {
      const deps = depsOf(app);
      const offer = await findOfferForFeedback(deps.db, request.params.offerKey);
      if (!offer) throw briefsErrors.offerNotFound();
      const { queued } = await queueFeedbackRequest(deps, offer.id);
      return ok(request, { Queued: queued });
    },
  );
}
