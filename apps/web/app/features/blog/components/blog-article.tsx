import type { TBlogPost } from '@brifa/contracts';
import { Anchor, Avatar, Group, Image, Stack, Text, Title, Typography } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/date-time.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { AGENCY_PROFILE_PREFIX, publicPath } from '../../../lib/public-paths.ts';

/** One post: the server stored its HTML through an allow-list (agencies/blog/blog-sanitize.ts), so it is shown as is. */
export function BlogArticle({ post }: { post: TBlogPost }) {
  const t = useT();
  const locale = useLocale();
  const profile = `${AGENCY_PROFILE_PREFIX[locale]}${post.Agency.Slug}`;
  return (
    <Stack gap="lg" component="article">
      <Anchor component={Link} to={publicPath('blog', locale)} size="sm">
        ← {t('blog.post.backToList')}
      </Anchor>
      <Title order={1} lang={post.Language}>
        {post.Title}
      </Title>
      <Group gap="sm">
        <Avatar src={post.Agency.LogoSrc} alt="" radius="md" />
        <div>
          <Anchor component={Link} to={profile} fw={600}>
            {t('blog.post.by', { agency: post.Agency.Name })}
          </Anchor>
          <Text size="sm" c="dimmed">
            <time dateTime={post.PublishedAt}>{formatDate(post.PublishedAt, locale, { month: 'long' })}</time>
          </Text>
        </div>
      </Group>
      <Image src={post.ImageSrc} alt="" radius="md" w="100%" h="auto" />
      <Typography lang={post.Language}>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server by an allow-list before it was stored */}
        <div dangerouslySetInnerHTML={{ __html: post.ContentHtml }} />
      </Typography>
      <Anchor component={Link} to={`${profile}?tab=blog`}>
        {t('blog.post.agencyProfile')}
      </Anchor>
    </Stack>
  );
}
