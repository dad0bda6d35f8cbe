import { agreementsEndpoints as endpoints } from '@brifa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { route } from '../../../platform/route.ts';
import { replyWithAgreementFile, ZAgreementFileParams } from './agreement-file.ts';
import {
  confirmAgreement,
  endAgreement,
  listAgreements,
  openAgreementFile,
  saveAgreementDocuments,
  setTimelineConsent,
} from './agreements.service.ts';

const tags = ['agreements'];

/** Agreements (issue 20 items 1 and 2): the brief's client and the winning agency's team. */
export async function agreementsRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.getAgreementDocuments,
    { tags, summary: "The caller's agreements (an agency's with its pending won refunds)" },
    async (request) =>
      ok(
        request,
        await listAgreements(depsOf(app), {
          userId: authOf(request).userId,
          offerKey: request.query.OfferKey,
          locale: request.ctx.locale,
        }),
      ),
  );

  route(
    app,
    endpoints.putAgreementDocument,
    {
      tags,
      summary:
        'The agency sends the amount (TL), the period (one_off | monthly with Months) and the Contract and Invoice files (PDF or image, multipart)',
    },
    async (request) =>
      ok(
        request,
        await saveAgreementDocuments(
          depsOf(app),
          authOf(request).userId,
          request.params.id,
          request as FastifyRequest,
        ),
      ),
  );

  route(
    app,
    endpoints.postOfferAgreementConfirm,
    {
      tags,
      summary: 'The client confirms the amount; a verified agreement releases the pending refund once',
    },
    async (request) =>
      ok(
        request,
        await confirmAgreement(
          depsOf(app),
          authOf(request).userId,
          request.params.id,
          request.body.AmountKurus,
        ),
      ),
  );

  route(
    app,
    endpoints.postOfferAgreementEnd,
    {
      tags,
      summary:
        'Either side ends the agreement with a reason (a refund released within 30 days is taken back)',
    },
    async (request) =>
      ok(
        request,
        await endAgreement(depsOf(app), authOf(request).userId, request.params.id, request.body.Reason),
      ),
  );

  route(
    app,
    endpoints.putOfferAgreementTimelineConsent,
    {
      tags,
      summary:
        "The caller's side gives (Shown: true) or withdraws its consent to be named on the public timeline (the company or agency name only)",
    },
    async (request) =>
      ok(
        request,
        await setTimelineConsent(depsOf(app), authOf(request).userId, request.params.id, request.body.Shown),
      ),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/AgreementDocument/:id/:file',
    {
      schema: {
        tags,
        summary:
          "The agreement's contract or invoice, for the brief's client and the agency's team (404 otherwise)",
        security: [{ bearer: [] }],
        params: ZAgreementFileParams,
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const { id, file: which } = request.params;
      const file = await openAgreementFile(depsOf(app), authOf(request).userId, id, which);
      return replyWithAgreementFile(reply, file);
    },
  );
}
