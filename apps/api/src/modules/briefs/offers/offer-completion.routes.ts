import { ZEnvelope, ZOffer, ZOfferMissingFields } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { completeOffer, listNotCompletedOffers } from './offer-completion.service.ts';

const tags = ['offers'];
const security = [{ bearer: [] }];
/** {id} in the spec's offer paths is the offer's public key. */
const ZKeyParams = z.object({ id: z.string().min(8).max(64) });

/** Project completion (spec: /project-complete asks for the brief fields a project misses). */
export async function offerCompletionRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/offer/not-completed',
    {
      schema: {
        tags,
        summary: "The client's open projects that miss brief data, newest first",
        security,
        response: { 200: ZEnvelope(z.array(ZOffer)) },
      },
      preHandler: app.authenticate,
    },
    async (request) =>
      ok(request, await listNotCompletedOffers(depsOf(app), authOf(request).userId, request.ctx.locale)),
  );

  api.put(
    '/offer/:id/missing-fields',
    {
      schema: {
        tags,
        summary: 'Fill in the brief fields a project misses (each missing one is required)',
        security,
        params: ZKeyParams,
        body: ZOfferMissingFields,
        response: { 200: ZEnvelope(ZOffer) },
      },
      preHandler: app.authenticate,
    },
    async (request) =>
      ok(
        request,
        await completeOffer(
          depsOf(app),
          authOf(request).userId,
          request.params.id,
          request.body,
          request.ctx.locale,
        ),
      ),
  );
}
