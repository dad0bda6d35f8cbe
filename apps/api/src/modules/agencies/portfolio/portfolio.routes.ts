import { agenciesEndpoints as endpoints } from '@brifa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { route } from '../../../platform/route.ts';
import {
  agencyPortfolio,
  changePortfolioItem,
  createPortfolioItem,
  deletePortfolioItem,
  portfolioItem,
  uploadPortfolioImage,
} from './portfolio.service.ts';

const tags = ['portfolio'];
const params = z.object({ id: z.coerce.number().int().positive() });
// Bodies are checked in the service so that each portfolio rule answers with its own sentence.
const acceptAny = () => (data: unknown) => ({ value: data });

/** The agency's portfolio (GET and POST Portfolio; GET, PUT and DELETE Portfolio/{id}) and its photo upload. */
export async function portfolioRoutes(app: FastifyInstance) {
  const call = (request: FastifyRequest) => ({
    deps: depsOf(app),
    userId: authOf(request).userId,
    locale: request.ctx.locale,
  });

  route(app, endpoints.getPortfolio, { tags, summary: "The agency's works" }, async (request) =>
    ok(request, await agencyPortfolio(call(request))),
  );
  route(
    app,
    endpoints.postPortfolio,
    {
      tags,
      summary: 'Add a work (every rule of rules.md section 5 "Portfolio")',
      validatorCompiler: acceptAny,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(ok(request, await createPortfolioItem(call(request), request.body), { status: 201 })),
  );
  route(
    app,
    endpoints.postPortfolioImage,
    { tags, summary: 'Upload a photo (JPEG or PNG, 10 MB); stored as a 1200x900 WebP' },
    async (request) => ok(request, await uploadPortfolioImage(call(request), request)),
  );
  route(app, endpoints.getPortfolioById, { tags, summary: 'One of the agency’s works' }, async (request) =>
    ok(request, await portfolioItem(call(request), request.params.id)),
  );
  route(
    app,
    endpoints.putPortfolioById,
    {
      tags,
      summary: 'Change a work',
      validatorCompiler: ({ httpPart }) =>
        httpPart === 'body' ? acceptAny() : (data) => ({ value: params.parse(data) }),
    },
    async (request) => ok(request, await changePortfolioItem(call(request), request.params.id, request.body)),
  );
  route(app, endpoints.deletePortfolioById, { tags, summary: 'Remove a work' }, async (request) =>
    ok(request, await deletePortfolioItem(call(request), request.params.id)),
  );
}
