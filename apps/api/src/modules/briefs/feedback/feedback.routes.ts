import {
  ZClientFeedbackSaved,
  ZEnvelope,
  ZFeedbackCreate,
  ZFeedbackCreateNotAuth,
  ZFeedbackLink,
  ZFeedbackPending,
  ZFeedbackProviderPage,
  ZFeedbackUpdate,
  ZOfferFeedbackForm,
  ZUserOfferFeedback,
  ZUserOfferFeedbackAnswered,
  ZUserOfferFeedbackCreate,
  ZUserOfferFeedbackCreateNotAuth,
  ZUserOfferFeedbackUpdate,
  ZUserOfferFeedbackUpdateNotAuth,
} from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
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
const security = [{ bearer: [] }];
const ZIdParams = z.object({ id: z.coerce.number().int().positive() });
const ZOfferKeyParams = z.object({ offerKey: z.string().min(8).max(64) });
const ZOfferKeyQuery = z.object({ OfferKey: z.string().min(8).max(64) });

/**
 * The client's feedback (spec rules.md section 7): the overall answer about a project (Feedback) and the
 * outcome with each matched agency (UserOfferFeedback). `not-auth` calls take UserId and the offer's access
 * token from the e-mailed link instead of a bearer token; a wrong one is 404 and reveals nothing.
 */
export async function feedbackRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/Feedback/not-completed',
    {
      schema: {
        tags,
        summary: 'Projects to ask the client about: 3+ days old, matched agencies, no answer yet',
        security,
        response: { 200: ZEnvelope(z.array(ZFeedbackPending)) },
      },
      preHandler: app.authenticate,
    },
    async (request) =>
      ok(request, await pendingFeedback(depsOf(app), authOf(request).userId, request.ctx.locale)),
  );

  api.post(
    '/Feedback',
    {
      schema: {
        tags,
        summary: 'The overall answer about a project ("wants new match" matches more agencies)',
        security,
        body: ZFeedbackCreate,
        response: { 200: ZEnvelope(ZClientFeedbackSaved) },
      },
      preHandler: app.authenticate,
    },
    async (request) =>
      ok(request, await createFeedback(depsOf(app), { userId: authOf(request).userId }, request.body)),
  );

  api.post(
    '/Feedback/not-auth',
    {
      schema: {
        tags,
        summary: 'The overall answer about a project, from the e-mailed link',
        body: ZFeedbackCreateNotAuth,
        response: { 200: ZEnvelope(ZClientFeedbackSaved) },
      },
    },
    async (request) => {
      const { UserId, Token, ...input } = request.body;
      return ok(request, await createFeedback(depsOf(app), { link: { UserId, Token } }, input));
    },
  );

  api.put(
    '/Feedback/:id',
    {
      schema: {
        tags,
        summary: 'Change the overall answer about a project',
        security,
        params: ZIdParams,
        body: ZFeedbackUpdate,
        response: { 200: ZEnvelope(ZClientFeedbackSaved) },
      },
      preHandler: app.authenticate,
    },
    async (request) =>
      ok(request, await updateFeedback(depsOf(app), authOf(request).userId, request.params.id, request.body)),
  );

  api.get(
    '/feedback/:id/page',
    {
      schema: {
        tags,
        summary: "The client's own feedback with its matched agencies",
        security,
        params: ZIdParams,
        response: { 200: ZEnvelope(ZOfferFeedbackForm) },
      },
      preHandler: app.authenticate,
    },
    async (request) =>
      ok(
        request,
        await feedbackPage(depsOf(app), authOf(request).userId, request.params.id, request.ctx.locale),
      ),
  );

  api.get(
    '/feedback/:id/page/provider',
    {
      schema: {
        tags,
        summary: "A matched agency's view of the client's feedback (no client details)",
        security,
        params: ZIdParams,
        response: { 200: ZEnvelope(ZFeedbackProviderPage) },
      },
      preHandler: app.authenticate,
    },
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
  for (const path of ['/UserOfferFeedback/is-answered/:offerKey', '/UserOfferFeedback/is-answered']) {
    api.get(
      path,
      {
        schema: {
          tags,
          summary: 'Whether the client has answered about every matched agency',
          security,
          ...(path.endsWith(':offerKey') ? { params: ZOfferKeyParams } : { querystring: ZOfferKeyQuery }),
          response: { 200: ZEnvelope(ZUserOfferFeedbackAnswered) },
        },
        preHandler: app.authenticate,
      },
      async (request) => {
        const key = offerKeyOf(request);
        return ok(request, await isAnswered(depsOf(app), { userId: authOf(request).userId }, key));
      },
    );
  }

  for (const path of [
    '/UserOfferFeedback/matched-providers/:offerKey',
    '/UserOfferFeedback/matched-providers',
  ]) {
    api.get(
      path,
      {
        schema: {
          tags,
          summary: "The project's matched agencies with the client's outcome for each (the feedback form)",
          security,
          ...(path.endsWith(':offerKey') ? { params: ZOfferKeyParams } : { querystring: ZOfferKeyQuery }),
          response: { 200: ZEnvelope(ZOfferFeedbackForm) },
        },
        preHandler: app.authenticate,
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

  api.get(
    '/UserOfferFeedback/not-auth/matched-providers/:offerKey',
    {
      schema: {
        tags,
        summary: 'The feedback form from the e-mailed link',
        params: ZOfferKeyParams,
        querystring: ZFeedbackLink,
        response: { 200: ZEnvelope(ZOfferFeedbackForm) },
      },
    },
    async (request) =>
      ok(
        request,
        await feedbackForm(depsOf(app), { link: request.query }, request.params.offerKey, request.ctx.locale),
      ),
  );

  api.get(
    '/UserOfferFeedback/not-auth/:id',
    {
      schema: {
        tags,
        summary: 'One outcome, from the e-mailed link',
        params: ZIdParams,
        querystring: ZFeedbackLink,
        response: { 200: ZEnvelope(ZUserOfferFeedback) },
      },
    },
    async (request) =>
      ok(request, await getMatchFeedback(depsOf(app), { link: request.query }, request.params.id)),
  );

  api.post(
    '/UserOfferFeedback/not-auth',
    {
      schema: {
        tags,
        summary: 'The outcome with one matched agency, from the e-mailed link',
        body: ZUserOfferFeedbackCreateNotAuth,
        response: { 200: ZEnvelope(ZUserOfferFeedback) },
      },
    },
    async (request) => {
      const { UserId, Token, ...input } = request.body;
      return ok(request, await createMatchFeedback(depsOf(app), { link: { UserId, Token } }, input));
    },
  );

  api.put(
    '/UserOfferFeedback/not-auth/:id',
    {
      schema: {
        tags,
        summary: 'Change the outcome with one matched agency, from the e-mailed link',
        params: ZIdParams,
        body: ZUserOfferFeedbackUpdateNotAuth,
        response: { 200: ZEnvelope(ZUserOfferFeedback) },
      },
    },
    async (request) => {
      const { UserId, Token, ...input } = request.body;
      return ok(
        request,
        await editMatchFeedback(depsOf(app), { link: { UserId, Token } }, request.params.id, input),
      );
    },
  );

  api.get(
    '/UserOfferFeedback/:id',
    {
      schema: {
        tags,
        summary: 'One outcome with a matched agency',
        security,
        params: ZIdParams,
        response: { 200: ZEnvelope(ZUserOfferFeedback) },
      },
      preHandler: app.authenticate,
    },
    async (request) =>
      ok(request, await getMatchFeedback(depsOf(app), { userId: authOf(request).userId }, request.params.id)),
  );

  api.post(
    '/UserOfferFeedback',
    {
      schema: {
        tags,
        summary: 'The outcome with one matched agency (a negative one needs a reason code)',
        security,
        body: ZUserOfferFeedbackCreate,
        response: { 200: ZEnvelope(ZUserOfferFeedback) },
      },
      preHandler: app.authenticate,
    },
    async (request) =>
      ok(request, await createMatchFeedback(depsOf(app), { userId: authOf(request).userId }, request.body)),
  );

  api.put(
    '/UserOfferFeedback/:id',
    {
      schema: {
        tags,
        summary: 'Change the outcome with one matched agency',
        security,
        params: ZIdParams,
        body: ZUserOfferFeedbackUpdate,
        response: { 200: ZEnvelope(ZUserOfferFeedback) },
      },
      preHandler: app.authenticate,
    },
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
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/feedback-request/:offerKey',
    {
      schema: {
        tags: ['dev'],
        summary: 'Queue the "How did it go with the agencies?" e-mail for a project now',
        params: ZOfferKeyParams,
        response: { 200: ZEnvelope(z.object({ Queued: z.boolean() })) },
      },
    },
    async (request) => {
      const deps = depsOf(app);
      const offer = await findOfferForFeedback(deps.db, request.params.offerKey);
      if (!offer) throw briefsErrors.offerNotFound();
      const { queued } = await queueFeedbackRequest(deps, offer.id);
      return ok(request, { Queued: queued });
    },
  );
}
