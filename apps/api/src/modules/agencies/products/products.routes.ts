import { ZEnvelope, ZProductDetail, ZProductEditPage, ZPublicProductDetail } from '@brifa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
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
const security = [{ bearer: [] }];
const params = z.object({ id: z.coerce.number().int().positive() });
// Bodies are checked in the service: a draft step and publishing follow different rules.
const bodyInService = ({ httpPart }: { httpPart?: string }) =>
  httpPart === 'body'
    ? (data: unknown) => ({ value: data })
    : (data: unknown) => ({ value: params.parse(data) });

/** Products: the multi-step editor's calls, and the public detail. */
export async function productsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const call = (request: FastifyRequest) => ({
    deps: depsOf(app),
    userId: authOf(request).userId,
    locale: request.ctx.locale,
  });

  api.get(
    '/Product/setting-page',
    {
      schema: {
        tags,
        summary: "The agency's products",
        security,
        response: { 200: ZEnvelope(z.array(ZProductDetail)) },
      },
      preHandler: app.authenticate,
    },
    async (request) => ok(request, await agencyProducts(call(request))),
  );
  api.get(
    '/Product/edit-page/:id',
    {
      schema: {
        tags,
        summary: 'One product for the editor, with the works it may link',
        security,
        params,
        response: { 200: ZEnvelope(ZProductEditPage) },
      },
      preHandler: app.authenticate,
    },
    async (request) => ok(request, await productEditPage(call(request), request.params.id)),
  );
  api.post(
    '/Product',
    {
      schema: {
        tags,
        summary: 'Create a draft from the first step',
        security,
        response: { 201: ZEnvelope(ZProductDetail) },
      },
      validatorCompiler: () => (data) => ({ value: data }),
      preHandler: app.authenticate,
    },
    async (request, reply) =>
      reply.code(201).send(ok(request, await createProduct(call(request), request.body), { status: 201 })),
  );
  api.put(
    '/Product/:id',
    {
      schema: {
        tags,
        summary: 'Save a step, or publish (Publish: true) when every rule is met',
        security,
        params,
        response: { 200: ZEnvelope(ZProductDetail) },
      },
      validatorCompiler: bodyInService,
      preHandler: app.authenticate,
    },
    async (request) => ok(request, await saveProduct(call(request), request.params.id, request.body)),
  );
  api.delete(
    '/Product/:id',
    {
      schema: {
        tags,
        summary: 'Remove a product',
        security,
        params,
        response: { 200: ZEnvelope(z.array(ZProductDetail)) },
      },
      preHandler: app.authenticate,
    },
    async (request) => ok(request, await deleteProduct(call(request), request.params.id)),
  );
  api.post(
    '/Product/:id/cover',
    {
      schema: {
        tags,
        summary: 'The cover image: JPEG or PNG, 16:9',
        security,
        params,
        consumes: ['multipart/form-data'],
        response: { 200: ZEnvelope(ZProductDetail) },
      },
      preHandler: app.authenticate,
    },
    async (request) => ok(request, await uploadProductCover(call(request), request.params.id, request)),
  );
  api.get(
    '/ProductSearch/detail-v2/:id',
    {
      schema: {
        tags,
        summary: 'A published product (public)',
        params,
        response: { 200: ZEnvelope(ZPublicProductDetail) },
      },
    },
    async (request) => ok(request, await publicProduct(depsOf(app), request.params.id)),
  );
}
