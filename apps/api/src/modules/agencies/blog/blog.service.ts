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
  findPublicBlogPost,
  insertBlogPost,
  ownBlogPosts,
  publicBlogPage,
  softDeleteBlogPost,
  type TBlogAgency,
  type TBlogPostRow,
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

/**
 * POST BlogDetail: title 20-80, content of at least 600 characters of text once sanitised (markup and what the
 * allow-list drops do not count), a JPEG or PNG image within 10 MB. Published at once.
 */
export async function createBlogPost(call: TCall, request: FastifyRequest) {
  const provider = await memberProvider(call.deps, call.userId);
  const { files, fields } = await readMultipart(request, { maxFiles: 1 }).catch(besideImage);
  const contentHtml = sanitizeBlogHtml(fields.Content ?? '');
  const input = parseBody(ZBlogPostInput, { ...fields, Content: contentHtml }, call.locale);
  const image = files[0];
  if (!image) throw agenciesErrors.blogImageRequired();
  const imageSrc = await storePublicImage(call.deps, {
    body: image.body,
    folder: `blog/${provider.id}`,
    name: 'post',
    variant: BLOG_IMAGE,
  }).catch(besideImage);
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
