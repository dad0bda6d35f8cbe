import { ZComment, ZEnvelope, ZPaged, ZReference, ZReferenceUpdate } from '@brifa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { addComment, agencyComments, changeComment, removeComment } from './comments.service.ts';
import { addReferences, agencyReferences, removeReference, renameReference } from './references.service.ts';

const tags = ['references'];
const security = [{ bearer: [] }];
const list = { 200: ZEnvelope(ZPaged(ZReference)) };
const params = z.object({ id: z.coerce.number().int().positive() });

/** The agency's references (client logos: GET with PageSize 1000, upload, rename, delete) and testimonials. */
export async function referencesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const paged = (items: z.infer<typeof ZReference>[]) => ({
    Items: items,
    TotalCount: items.length,
    PageIndex: 0,
    PageSize: 1000,
  });

  api.get(
    '/Reference',
    {
      schema: { tags, summary: "The agency's client logos", security, response: list },
      preHandler: app.authenticate,
    },
    async (request) => ok(request, paged(await agencyReferences(depsOf(app), authOf(request).userId))),
  );
  api.post(
    '/Reference',
    {
      schema: {
        tags,
        summary: 'Upload 1 to 10 client logos (square JPEG or PNG, at least 90x90)',
        security,
        consumes: ['multipart/form-data'],
        response: list,
      },
      preHandler: app.authenticate,
    },
    async (request) =>
      ok(
        request,
        paged(await addReferences(depsOf(app), authOf(request).userId, request, request.ctx.locale)),
      ),
  );
  api.put(
    '/Reference/:id',
    {
      schema: {
        tags,
        summary: "A reference's client name",
        security,
        params,
        body: ZReferenceUpdate,
        response: list,
      },
      preHandler: app.authenticate,
    },
    async (request) =>
      ok(
        request,
        paged(
          await renameReference(
            depsOf(app),
            authOf(request).userId,
            request.params.id,
            request.body.CompanyName,
          ),
        ),
      ),
  );
  api.delete(
    '/Reference/:id',
    {
      schema: { tags, summary: 'Remove a client logo', security, params, response: list },
      preHandler: app.authenticate,
    },
    async (request) =>
      ok(request, paged(await removeReference(depsOf(app), authOf(request).userId, request.params.id))),
  );

  const comments = { 200: ZEnvelope(z.array(ZComment)) };
  const call = (request: FastifyRequest) => ({
    deps: depsOf(app),
    userId: authOf(request).userId,
    locale: request.ctx.locale,
  });
  api.get(
    '/Comment',
    {
      schema: {
        tags: ['comments'],
        summary: "The agency's client testimonials",
        security,
        response: comments,
      },
      preHandler: app.authenticate,
    },
    async (request) => ok(request, await agencyComments(call(request))),
  );
  api.post(
    '/Comment',
    {
      schema: {
        tags: ['comments'],
        summary: "Add a testimonial: customer name, author, text and the customer's logo (required)",
        security,
        consumes: ['multipart/form-data'],
        response: comments,
      },
      preHandler: app.authenticate,
    },
    async (request) => ok(request, await addComment(call(request), request)),
  );
  api.put(
    '/Comment/:id',
    {
      schema: {
        tags: ['comments'],
        summary: 'Change a testimonial (a new logo is optional)',
        security,
        params,
        consumes: ['multipart/form-data'],
        response: comments,
      },
      preHandler: app.authenticate,
    },
    async (request) => ok(request, await changeComment(call(request), request.params.id, request)),
  );
  api.delete(
    '/Comment/:id',
    {
      schema: { tags: ['comments'], summary: 'Remove a testimonial', security, params, response: comments },
      preHandler: app.authenticate,
    },
    async (request) => ok(request, await removeComment(call(request), request.params.id)),
  );
}
