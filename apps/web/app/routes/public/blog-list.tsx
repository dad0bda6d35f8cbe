import { Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { data, Link } from 'react-router';
import { getBlogPage } from '../../features/blog/api/blog.ts';
import { BlogPostCard } from '../../features/blog/components/blog-post-card.tsx';
import { translator, useLocale, useT } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { cachingHeaders, publicPageHeaders } from '../../lib/page-cache.ts';
import { PUBLIC_PAGES, publicPath } from '../../lib/public-paths.ts';
import { requestInfo } from '../../lib/request-context.server.ts';
import type { Route } from './+types/blog-list';

export async function loader({ request }: Route.LoaderArgs) {
  const { api, token } = requestInfo(request);
  const url = new URL(request.url);
  const page = Math.max(1, Math.min(1000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  const list = await getBlogPage(api, page);
  return data({ list, origin: url.origin }, { headers: publicPageHeaders(!!token) });
}

export const headers = cachingHeaders;

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  const t = translator(locale);
  const origin = loaded?.origin ?? '';
  const page = loaded?.list.Page ?? 1;
  const url = (lang: 'tr' | 'en') => `${origin}${PUBLIC_PAGES.blog[lang]}${page > 1 ? `?page=${page}` : ''}`;
  const title = pageTitle(t('blog.list.title'), brand);
  return [
    { title },
    { name: 'description', content: t('blog.list.lead') },
    { tagName: 'link', rel: 'canonical', href: url(locale) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'tr', href: url('tr') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: url('en') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: url('tr') },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: t('blog.list.lead') },
    { property: 'og:url', content: url(locale) },
  ];
}

/** /blog (Turkish) and /en/blog (English): every agency's posts, newest first. */
export default function BlogListPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { Items, Total, Page, PageSize } = loaderData.list;
  const pages = Math.max(1, Math.ceil(Total / PageSize));
  const pageHref = (page: number) => `${publicPath('blog', locale)}${page > 1 ? `?page=${page}` : ''}`;
  return (
    <Container size="lg" py={{ base: 'lg', md: 48 }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('blog.list.title')}</Title>
          <Text c="dimmed" mt="xs">
            {t('blog.list.lead')}
          </Text>
        </div>
        {Items.length === 0 ? <Text c="dimmed">{t('blog.list.empty')}</Text> : null}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          {Items.map((post) => (
            <BlogPostCard key={post.Id} post={post} />
          ))}
        </SimpleGrid>
        {pages > 1 ? (
          <Group justify="center" component="nav" aria-label={t('blog.list.pageOf', { page: Page, pages })}>
            {Page > 1 ? (
              <Button component={Link} to={pageHref(Page - 1)} variant="default">
                {t('blog.list.previous')}
              </Button>
            ) : null}
            <Text size="sm">{t('blog.list.pageOf', { page: Page, pages })}</Text>
            {Page < pages ? (
              <Button component={Link} to={pageHref(Page + 1)} variant="default">
                {t('blog.list.next')}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Container>
  );
}
