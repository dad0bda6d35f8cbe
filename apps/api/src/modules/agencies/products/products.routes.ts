import { agenciesEndpoints as endpoints } from '@brifa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { route } from '../../../platform/route.ts';
import {
  agencyProducts,
  createProduct,
  deleteProduct,
  productEditPage,
  publicProduct,
  saveProduct,
  uploadProductCover,
} from './products.service.ts';

const tags = ['products'];
const params = z.object({ id: z.coerce.number().int().positive() });
// Bodies are checked in the service: a draft step and publishing follow different rules.
const bodyInService = ({ httpPart }: { httpPart?: string }) =>
  httpPart === 'body'
    ? (data: unknown) => ({ value: data })
    : (data: unknown) => ({ value: params.parse(data) });

/** Products: the multi-step editor's calls, and the public detail. */
export async function productsRoutes(app: FastifyInstance) {
  const call = (request: FastifyRequest) => ({
    deps: depsOf(app),
    userId: authOf(request).userId,
    locale: request.ctx.locale,
  });

  route(app, endpoints.getProductSettingPage, { tags, summary: "The agency's products" }, async (request) =>
    ok(request, await agencyProducts(call(request))),
  );
  route(
    app,
    endpoints.getProductEditPageById,
    { tags, summary: 'One product for the editor, with the works it may link' },
    async (request) => ok(request, await productEditPage(call(request), request.params.id)),
  );
  route(
    app,
    endpoints.postProduct,
    {
      tags,
      summary: 'Create a draft from the first step',
      validatorCompiler: () => (data) => ({ value: data }),
    },
    async (request, reply) =>
      reply.code(201).send(ok(request, await createProduct(call(request), request.body), { status: 201 })),
  );
  route(
    app,
    endpoints.putProductById,
    {
      tags,
      summary: 'Save a step, or publish (Publish: true) when every rule is met',
      validatorCompiler: bodyInService,
    },
    async (request) => ok(request, await saveProduct(call(request), request.params.id, request.body)),
  );
  route(app, endpoints.deleteProductById, { tags, summary: 'Remove a product' }, async (request) =>
    ok(request, await deleteProduct(call(request), request.params.id)),
  );
  route(
    app,
    endpoints.postProductCover,
    { tags, summary: 'The cover image: JPEG or PNG, 16:9' },
    async (request) => ok(request, await uploadProductCover(call(request), request.params.id, request)),
  );
  route(
    app,
    endpoints.getProductSearchDetailV2ById,
    { tags, summary: 'A published product (public)' },
    async (request) => ok(request, await publicProduct(depsOf(app), request.params.id)),
  );
}
