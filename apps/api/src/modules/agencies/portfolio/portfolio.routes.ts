import { ZEnvelope, ZPortfolioItem, ZPortfolioList } from '@brifa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import {
  agencyPortfolio,
  changePortfolioItem,
  createPortfolioItem,
  deletePortfolioItem,
  portfolioItem,
  uploadPortfolioImage,
} from './portfolio.service.ts';

const tags = ['portfolio'];
const security = [{ bearer: [] }];
const params = z.object({ id: z.coerce.number().int().positive() });
// Bodies are checked in the service so that each portfolio rule answers with its own sentence.
const acceptAny = () => (data: unknown) => ({ value: data });

/** The agency's portfolio (GET and POST Portfolio; GET, PUT and DELETE Portfolio/{id}) and its photo upload. */
export async function portfolioRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const call = (request: FastifyRequest) => ({
    deps: depsOf(app),
    userId: authOf(request).userId,
    locale: request.ctx.locale,
  });

  api.get(
    '/Portfolio',
    {
      schema: { tags, summary: "The agency's works", security, response: { 200: ZEnvelope(ZPortfolioList) } },
      preHandler: app.authenticate,
    },
    async (request) => ok(request, await agencyPortfolio(call(request))),
  );
  api.post(
    '/Portfolio',
    {
      schema: {
        tags,
        summary: 'Add a work (every rule of rules.md section 5 "Portfolio")',
        security,
        response: { 201: ZEnvelope(ZPortfolioItem) },
      },
      validatorCompiler: acceptAny,
      preHandler: app.authenticate,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(ok(request, await createPortfolioItem(call(request), request.body), { status: 201 })),
  );
  api.post(
    '/Portfolio/image',
    {
      schema: {
        tags,
        summary: 'Upload a photo (JPEG or PNG, 10 MB); stored as a 1200x900 WebP',
        security,
        consumes: ['multipart/form-data'],
        response: { 200: ZEnvelope(z.object({ Src: z.string() })) },
      },
      preHandler: app.authenticate,
    },
    async (request) => ok(request, await uploadPortfolioImage(call(request), request)),
  );
  api.get(
    '/Portfolio/:id',
    {
      schema: {
        tags,
        summary: 'One of the agency’s works',
        security,
        params,
        response: { 200: ZEnvelope(ZPortfolioItem) },
      },
      preHandler: app.authenticate,
    },
    async (request) => ok(request, await portfolioItem(call(request), request.params.id)),
  );
  api.put(
    '/Portfolio/:id',
    {
      schema: {
        tags,
        summary: 'Change a work',
        security,
        params,
        response: { 200: ZEnvelope(ZPortfolioItem) },
      },
      validatorCompiler: ({ httpPart }) =>
        httpPart === 'body' ? acceptAny() : (data) => ({ value: params.parse(data) }),
      preHandler: app.authenticate,
    },
    async (request) => ok(request, await changePortfolioItem(call(request), request.params.id, request.body)),
  );
  api.delete(
    '/Portfolio/:id',
    {
      schema: {
        tags,
        summary: 'Remove a work',
        security,
        params,
        response: { 200: ZEnvelope(ZPortfolioList) },
      },
      preHandler: app.authenticate,
    },
    async (request) => ok(request, await deletePortfolioItem(call(request), request.params.id)),
  );
}
