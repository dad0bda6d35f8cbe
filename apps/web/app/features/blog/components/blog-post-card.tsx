import type { TBlogPostSummary } from '@brifa/contracts';
import { Anchor, Card, Image, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/date-time.ts';
import { useLocale } from '../../../lib/i18n.tsx';
import { BLOG_POST_PREFIX } from '../../../lib/public-paths.ts';

/**
 * A post in a list (the public blog, an agency profile's blog tab): image, title as the link, date, agency,
 * excerpt. No dictionary key, so it fits any page's dictionary part.
 */
export function BlogPostCard({ post, showAgency = true }: { post: TBlogPostSummary; showAgency?: boolean }) {
  const locale = useLocale();
  const href = BLOG_POST_PREFIX[locale] + post.Slug;
  return (
    <Card withBorder radius="md" padding={0} component="article" data-testid="blog-post-card">
      <Image src={post.ImageSrc} alt="" h={170} fit="cover" loading="lazy" />
      <Stack gap={4} p="sm">
        <Anchor component={Link} to={href} fw={700} c="dark.8" lang={post.Language}>
          {post.Title}
        </Anchor>
        <Text size="xs" c="dimmed">
          {[formatDate(post.PublishedAt, locale), showAgency ? post.Agency.Name : null]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        <Text size="sm" lineClamp={3} lang={post.Language}>
          {post.Excerpt}
        </Text>
      </Stack>
    </Card>
  );
}
