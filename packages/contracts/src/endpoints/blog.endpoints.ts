import { z } from 'zod';
import { ZBlogPage, ZBlogPost, ZBlogPostSummary } from '../blog.ts';
import { defineEndpoint } from './define-endpoint.ts';

/** Issue 21 item 4: an agency's blog posts (rules.md §7 `POST BlogDetail`) and the public blog. */
export const blogEndpoints = {
  /** Multipart: Title, Content (the editor's HTML, sanitised by the server), Language and the Image file. */
  postBlogDetail: defineEndpoint({
    method: 'POST',
    path: '/BlogDetail',
    form: true,
    response: ZBlogPost,
    status: 201,
    auth: 'required',
  }),
  getMyBlogDetails: defineEndpoint({
    method: 'GET',
    path: '/BlogDetail/mine',
    response: z.array(ZBlogPostSummary),
    auth: 'required',
  }),
  /** One of the agency's own posts, to edit it. */
  getBlogDetailById: defineEndpoint({
    method: 'GET',
    path: '/BlogDetail/:id',
    params: z.object({ id: z.coerce.number().int().positive() }),
    response: ZBlogPost,
    auth: 'required',
  }),
  /** Multipart like POST; the Image file is optional (without it the post keeps its image). The slug stays. */
  putBlogDetailById: defineEndpoint({
    method: 'PUT',
    path: '/BlogDetail/:id',
    params: z.object({ id: z.coerce.number().int().positive() }),
    form: true,
    response: ZBlogPost,
    auth: 'required',
  }),
  deleteBlogDetailById: defineEndpoint({
    method: 'DELETE',
    path: '/BlogDetail/:id',
    params: z.object({ id: z.coerce.number().int().positive() }),
    response: z.array(ZBlogPostSummary),
    auth: 'required',
  }),
  getBlogDetailPage: defineEndpoint({
    method: 'GET',
    path: '/BlogDetail/page',
    query: z.object({ Page: z.coerce.number().int().min(1).max(1000).default(1) }),
    response: ZBlogPage,
  }),
  getBlogDetailBySlug: defineEndpoint({
    method: 'GET',
    path: '/BlogDetail/post/:slug',
    params: z.object({ slug: z.string().min(1).max(120) }),
    response: ZBlogPost,
  }),
};
