import { blogEndpoints as endpoints } from '@brifa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { route } from '../../../platform/route.ts';
import {
  blogPage,
  blogPost,
  createBlogPost,
  deleteBlogPost,
  editBlogPost,
  myBlogPosts,
  ownBlogPost,
} from './blog.service.ts';

const tags = ['blog'];

/** Issue 21 item 4: the agency's blog posts and the public blog. */
export async function blogRoutes(app: FastifyInstance) {
  const call = (request: FastifyRequest) => ({
    deps: depsOf(app),
    userId: authOf(request).userId,
    locale: request.ctx.locale,
  });

  route(
    app,
    endpoints.postBlogDetail,
    { tags, summary: 'Publish a post: title, content (sanitised HTML), language and an image' },
    async (request, reply) =>
      reply.code(201).send(ok(request, await createBlogPost(call(request), request), { status: 201 })),
  );
  route(app, endpoints.getMyBlogDetails, { tags, summary: "The agency's posts" }, async (request) =>
    ok(request, await myBlogPosts(call(request))),
  );
  route(app, endpoints.getBlogDetailById, { tags, summary: 'One of the agency’s posts' }, async (request) =>
    ok(request, await ownBlogPost(call(request), request.params.id)),
  );
  route(
    app,
    endpoints.putBlogDetailById,
    { tags, summary: 'Edit a post (the image is optional; the address stays)' },
    async (request) => ok(request, await editBlogPost(call(request), request, request.params.id)),
  );
  route(app, endpoints.deleteBlogDetailById, { tags, summary: 'Remove a post' }, async (request) =>
    ok(request, await deleteBlogPost(call(request), request.params.id)),
  );
  route(
    app,
    endpoints.getBlogDetailPage,
    { tags, summary: 'The public blog, newest first' },
    async (request) => ok(request, await blogPage(depsOf(app), request.query.Page)),
  );
  route(app, endpoints.getBlogDetailBySlug, { tags, summary: 'One post (public)' }, async (request) =>
    ok(request, await blogPost(depsOf(app), request.params.slug)),
  );
}
