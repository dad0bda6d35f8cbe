import type { TBlogPostSummary } from '@brifa/contracts';
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/date-time.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { BLOG_POST_PREFIX } from '../../../lib/public-paths.ts';
import { useDeletePost, useMyPosts } from '../api/blog.ts';

/** The agency's published posts with a way to take one down. */
export function MyPosts({ initial }: { initial: TBlogPostSummary[] | null }) {
  const t = useT();
  const locale = useLocale();
  const posts = useMyPosts(initial).data ?? [];
  const remove = useDeletePost();
  return (
    <Stack gap="sm" component="section" aria-labelledby="my-posts-title">
      <Title order={2} size="h3" id="my-posts-title">
        {t('blog.mine.title')}
      </Title>
      {posts.length === 0 ? <Text c="dimmed">{t('blog.mine.empty')}</Text> : null}
      {posts.map((post) => (
        <Card key={post.Id} withBorder padding="sm" data-testid="my-blog-post">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Anchor component={Link} to={BLOG_POST_PREFIX[locale] + post.Slug} fw={600}>
                {post.Title}
              </Anchor>
              <Text size="xs" c="dimmed">
                {formatDate(post.PublishedAt, locale)}
              </Text>
            </div>
            <Group gap="xs" wrap="nowrap">
              <Button
                size="compact-sm"
                variant="default"
                component={Link}
                to={`?edit=${post.Id}`}
                aria-label={t('blog.mine.editLabel', { title: post.Title })}
              >
                {t('blog.mine.edit')}
              </Button>
              <Button
                size="compact-sm"
                variant="default"
                color="red"
                aria-label={t('blog.mine.removeLabel', { title: post.Title })}
                loading={remove.isPending && remove.variables === post.Id}
                onClick={() =>
                  remove.mutate(post.Id, {
                    onSuccess: () => notifications.show({ message: t('blog.mine.removed'), color: 'teal' }),
                  })
                }
              >
                {t('blog.mine.remove')}
              </Button>
            </Group>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
