import {
  BLOG_IMAGE,
  BLOG_LIMITS,
  htmlToText,
  type TBlogPost,
  type TBlogPostSummary,
  type TLocale,
  ZBlogPostInput,
} from '@brifa/contracts';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../../platform/api-error.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { slugify } from '../../../platform/slug.ts';
import { parseBody } from '../../../platform/validate.ts';
import { storePublicImage } from '../../files/images.ts';
import { readMultipart } from '../../files/uploads.ts';
import { memberProvider } from '../../identity/accounts/providers.service.ts';
import { agenciesErrors } from '../agencies.errors.ts';
import { afterProfileChange } from '../profile/after-profile-change.ts';
import {
  blogSlugsLike,
  findOwnBlogPost,
  findPublicBlogPost,
  insertBlogPost,
  ownBlogPosts,
  publicBlogPage,
  softDeleteBlogPost,
  type TBlogAgency,
  type TBlogPostRow,
  updateBlogPost,
} from './blog.repo.ts';
import { sanitizeBlogHtml } from './blog-sanitize.ts';

type TCall = { deps: TDeps; userId: number; locale: TLocale };

/** The first words of the text, cut at a word, for lists and the description tags. */
export function excerptOf(text: string, length: number = BLOG_LIMITS.excerptLength): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length * 0.6)).trimEnd()}…`;
}

function summaryView(row: { post: TBlogPostRow; agency: TBlogAgency }): TBlogPostSummary {
  return {
    Id: row.post.id,
    Slug: row.post.slug,
    Title: row.post.title,
    Excerpt: row.post.excerpt,
    ImageSrc: row.post.imageSrc,
    Language: row.post.language,
    PublishedAt: row.post.publishedAt.toISOString(),
    Agency: { Slug: row.agency.slug, Name: row.agency.name, LogoSrc: row.agency.logoSrc },
  };
}

function postView(row: { post: TBlogPostRow; agency: TBlogAgency }): TBlogPost {
  return {
    ...summaryView(row),
    ContentHtml: row.post.contentHtml,
    UpdatedAt: row.post.updatedAt.toISOString(),
  };
}

async function uniqueSlug(deps: TDeps, title: string): Promise<string> {
  const base = slugify(title).slice(0, 80).replace(/-+$/, '') || 'yazi';
  const taken = await blogSlugsLike(deps.db, base);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** An image error goes beside the image field. */
function besideImage(error: unknown): never {
  if (error instanceof ApiError) throw agenciesErrors.blogImageRejected(error.code);
  throw error;
}

/** The form's fields checked (content sanitised first, so only text counts) and its image file, if any. */
async function readPostForm(call: TCall, request: FastifyRequest) {
  const { files, fields } = await readMultipart(request, { maxFiles: 1 }).catch(besideImage);
  const contentHtml = sanitizeBlogHtml(fields.Content ?? '');
  const input = parseBody(ZBlogPostInput, { ...fields, Content: contentHtml }, call.locale);
  return { input, contentHtml, image: files[0] };
}

function storePostImage(call: TCall, providerId: number, body: Buffer) {
  return storePublicImage(call.deps, {
    body,
    folder: `blog/${providerId}`,
    name: 'post',
    variant: BLOG_IMAGE,
  }).catch(besideImage);
}

/**
 * POST BlogDetail: title 20-80, content of at least 600 characters of text once sanitised (markup and what the
 * allow-list drops do not count), a JPEG or PNG image within 10 MB. Published at once.
 */
export async function createBlogPost(call: TCall, request: FastifyRequest) {
  const provider = await memberProvider(call.deps, call.userId);
  const { input, contentHtml, image } = await readPostForm(call, request);
  if (!image) throw agenciesErrors.blogImageRequired();
  const imageSrc = await storePostImage(call, provider.id, image.body);
  const now = call.deps.clock.now();
  const post = await insertBlogPost(call.deps.db, {
    providerId: provider.id,
    slug: await uniqueSlug(call.deps, input.Title),
    title: input.Title,
    contentHtml,
    excerpt: excerptOf(htmlToText(contentHtml)),
    imageSrc,
    language: input.Language,
    publishedAt: now,
    updatedAt: now,
  });
  await afterProfileChange(call.deps, provider.id);
  return postView({
    post,
    agency: { slug: provider.slug, name: provider.companyNickName, logoSrc: provider.logoSrc },
  });
}

/** GET BlogDetail/{id}: one of the agency's own posts (another's, or a removed one, is not found). */
export async function ownBlogPost(call: TCall, id: number) {
  const provider = await memberProvider(call.deps, call.userId);
  const row = await findOwnBlogPost(call.deps.db, provider.id, id);
  if (!row) throw agenciesErrors.blogPostNotFound();
  return postView(row);
}

/**
 * PUT BlogDetail/{id}: the same checks as POST; without a new image the post keeps its own. The address (slug)
 * and the publication date stay, so links and the sitemap do not break; `UpdatedAt` tells readers it changed.
 */
export async function editBlogPost(call: TCall, request: FastifyRequest, id: number) {
  const provider = await memberProvider(call.deps, call.userId);
  const existing = await findOwnBlogPost(call.deps.db, provider.id, id);
  if (!existing) throw agenciesErrors.blogPostNotFound();
  const { input, contentHtml, image } = await readPostForm(call, request);
  const imageSrc = image ? await storePostImage(call, provider.id, image.body) : existing.post.imageSrc;
  const updated = await updateBlogPost(call.deps.db, provider.id, id, {
    title: input.Title,
    contentHtml,
    excerpt: excerptOf(htmlToText(contentHtml)),
    imageSrc,
    language: input.Language,
    updatedAt: call.deps.clock.now(),
  });
  if (!updated) throw agenciesErrors.blogPostNotFound();
  await afterProfileChange(call.deps, provider.id);
  return ownBlogPost(call, id);
}

/** GET BlogDetail/mine: the agency's own posts, newest first. */
export async function myBlogPosts(call: TCall) {
  const provider = await memberProvider(call.deps, call.userId);
  return (await ownBlogPosts(call.deps.db, provider.id)).map(summaryView);
}

export async function deleteBlogPost(call: TCall, id: number) {
  const provider = await memberProvider(call.deps, call.userId);
  if (!(await softDeleteBlogPost(call.deps.db, provider.id, id, call.deps.clock.now())))
    throw agenciesErrors.blogPostNotFound();
  await afterProfileChange(call.deps, provider.id);
  return myBlogPosts(call);
}

/** GET BlogDetail/page: every agency's posts, newest first (public). */
export async function blogPage(deps: Pick<TDeps, 'db'>, page: number) {
  const pageSize = BLOG_LIMITS.pageSize;
  const { rows, total } = await publicBlogPage(deps.db, page, pageSize);
  return { Items: rows.map(summaryView), Total: total, Page: page, PageSize: pageSize };
}

/** GET BlogDetail/post/{slug}: one post (public). */
export async function blogPost(deps: Pick<TDeps, 'db'>, slug: string) {
  const row = await findPublicBlogPost(deps.db, slug);
  if (!row) throw agenciesErrors.blogPostNotFound();
  return postView(row);
}
