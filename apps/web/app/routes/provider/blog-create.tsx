import type { TBlogPostSummary } from '@brifa/contracts';
import { Alert, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { getMyPosts, useOwnPost } from '../../features/blog/api/blog.ts';
import { BlogCreateForm } from '../../features/blog/components/blog-create-form.tsx';
import { MyPosts } from '../../features/blog/components/my-posts.tsx';
import { translator, useT } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { requestInfo } from '../../lib/request-context.server.ts';
import { throwRouteError } from '../../lib/route-error.ts';
import type { Route } from './+types/blog-create';

export async function loader({ request }: Route.LoaderArgs) {
  const mine: TBlogPostSummary[] | null = await getMyPosts(requestInfo(request).api).catch(throwRouteError);
  return { mine };
}

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('blog.create.title'), brand) }];
}

/**
 * /provider/blog-create: the editor (this route's chunk alone carries it) and the agency's posts;
 * `?edit={id}` opens one of them in the same form.
 */
export default function BlogCreatePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('edit'));
  const editId = Number.isSafeInteger(raw) && raw > 0 ? raw : 0;
  const own = useOwnPost(editId);
  const stopEditing = () => setParams({});
  return (
    <Container size="md" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="xl">
        <div>
          <Title order={1}>{t(editId ? 'blog.edit.title' : 'blog.create.title')}</Title>
          <Text c="dimmed" mt="xs">
            {t('blog.create.subtitle')}
          </Text>
        </div>
        {editId === 0 ? (
          <BlogCreateForm />
        ) : own.data ? (
          <BlogCreateForm key={editId} editing={own.data} onStopEditing={stopEditing} />
        ) : own.isError ? (
          <>
            <Alert color="red">{t('blog.edit.missing')}</Alert>
            <BlogCreateForm />
          </>
        ) : (
          <Loader aria-label="…" />
        )}
        <MyPosts initial={loaderData.mine} />
      </Stack>
    </Container>
  );
}
