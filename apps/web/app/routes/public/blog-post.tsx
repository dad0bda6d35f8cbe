import { Container } from '@mantine/core';
import { data } from 'react-router';
import { getBlogPost } from '../../features/blog/api/blog.ts';
import { BlogArticle } from '../../features/blog/components/blog-article.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { rootMeta } from '../../lib/meta.ts';
import { cachingHeaders, publicPageHeaders } from '../../lib/page-cache.ts';
import { BLOG_POST_PREFIX } from '../../lib/public-paths.ts';
import { requestInfo } from '../../lib/request-context.server.ts';
import type { Route } from './+types/blog-post';

export async function loader({ request, params }: Route.LoaderArgs) {
  const { api, token } = requestInfo(request);
  const post = await getBlogPost(api, params.slug).catch((error: unknown) => {
    if (error instanceof ApiRequestError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  });
  return data({ post, origin: new URL(request.url).origin }, { headers: publicPageHeaders(!!token) });
}

export const headers = cachingHeaders;

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  if (!loaded) return [];
  const { locale, brand } = rootMeta(matches);
  const { post, origin } = loaded;
  const tr = `${origin}${BLOG_POST_PREFIX.tr}${post.Slug}`;
  const en = `${origin}${BLOG_POST_PREFIX.en}${post.Slug}`;
  const title = `${post.Title} | ${brand.name}`;
  return [
    { title },
    { name: 'description', content: post.Excerpt },
    { tagName: 'link', rel: 'canonical', href: locale === 'tr' ? tr : en },
    { tagName: 'link', rel: 'alternate', hrefLang: 'tr', href: tr },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: en },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: tr },
    { property: 'og:type', content: 'article' },
    { property: 'og:title', content: post.Title },
    { property: 'og:description', content: post.Excerpt },
    { property: 'og:url', content: locale === 'tr' ? tr : en },
    { property: 'og:image', content: `${origin}${post.ImageSrc}` },
    { property: 'article:published_time', content: post.PublishedAt },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
}

/** /blog/{slug} (Turkish) and /en/blog/{slug} (English): one post, server-rendered. */
export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  return (
    <Container size="sm" py={{ base: 'lg', md: 48 }} px={{ base: 'sm', sm: 'md' }}>
      <BlogArticle post={loaderData.post} />
    </Container>
  );
}
