import { agenciesEndpoints as endpoints, type ZReference } from '@brifa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { route } from '../../../platform/route.ts';
import { addComment, agencyComments, changeComment, removeComment } from './comments.service.ts';
import { addReferences, agencyReferences, removeReference, renameReference } from './references.service.ts';

const tags = ['references'];

/** The agency's references (client logos: GET with PageSize 1000, upload, rename, delete) and testimonials. */
export async function referencesRoutes(app: FastifyInstance) {
  const paged = (items: z.infer<typeof ZReference>[]) => ({
    Items: items,
    TotalCount: items.length,
    PageIndex: 0,
    PageSize: 1000,
  });

  route(app, endpoints.getReference, { tags, summary: "The agency's client logos" }, async (request) =>
    ok(request, paged(await agencyReferences(depsOf(app), authOf(request).userId))),
  );
  route(
    app,
    endpoints.postReference,
    { tags, summary: 'Upload 1 to 10 client logos (square JPEG or PNG, at least 90x90)' },
    async (request) =>
      ok(
        request,
        paged(await addReferences(depsOf(app), authOf(request).userId, request, request.ctx.locale)),
      ),
  );
  route(app, endpoints.putReferenceById, { tags, summary: "A reference's client name" }, async (request) =>
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
  route(app, endpoints.deleteReferenceById, { tags, summary: 'Remove a client logo' }, async (request) =>
    ok(request, paged(await removeReference(depsOf(app), authOf(request).userId, request.params.id))),
  );

  const call = (request: FastifyRequest) => ({
    deps: depsOf(app),
    userId: authOf(request).userId,
    locale: request.ctx.locale,
  });
  route(
    app,
    endpoints.getComment,
    { tags: ['comments'], summary: "The agency's client testimonials" },
    async (request) => ok(request, await agencyComments(call(request))),
  );
  route(
    app,
    endpoints.postComment,
    {
      tags: ['comments'],
      summary: "Add a testimonial: customer name, author, text and the customer's logo (required)",
    },
    async (request) => ok(request, await addComment(call(request), request)),
  );
  route(
    app,
    endpoints.putCommentById,
    { tags: ['comments'], summary: 'Change a testimonial (a new logo is optional)' },
    async (request) => ok(request, await changeComment(call(request), request.params.id, request)),
  );
  route(
    app,
    endpoints.deleteCommentById,
    { tags: ['comments'], summary: 'Remove a testimonial' },
    async (request) => ok(request, await removeComment(call(request), request.params.id)),
  );
}
