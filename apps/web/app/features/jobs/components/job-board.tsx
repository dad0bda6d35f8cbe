import type { TPublicJobPage } from '@brifa/contracts';
import { Avatar, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/date-time.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';

/** /external-job: the live job posts, newest first, each opening its page. */
export function JobBoard({ page, postPath }: { page: TPublicJobPage; postPath: string }) {
  const t = useT();
  const locale = useLocale();
  const hasMore = (page.PageIndex + 1) * page.PageSize < page.TotalCount;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>{t('jobs.board.title')}</Title>
          <Text c="dimmed">{t('jobs.board.subtitle')}</Text>
        </Stack>
        <Button component={Link} to={postPath} variant="light">
          {t('jobs.board.post')}
        </Button>
      </Group>
      {page.Items.length === 0 ? <Text>{t('jobs.board.empty')}</Text> : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {page.Items.map((job) => (
          <Card key={job.Id} withBorder padding="lg" data-testid="job-card">
            <Stack gap="xs" h="100%" justify="space-between">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <Avatar src={job.LogoUrl} alt="" radius="sm" size={48}>
                  {job.Company.slice(0, 1)}
                </Avatar>
                <Stack gap={2}>
                  <Title order={2} size="h4">
                    {job.Position}
                  </Title>
                  <Text size="sm">{job.Company}</Text>
                  <Text size="sm" c="dimmed">
                    {[job.City, job.District].filter(Boolean).join(' / ')}
                    {job.PublishedAt ? ` · ${formatDate(job.PublishedAt, locale)}` : ''}
                  </Text>
                </Stack>
              </Group>
              <Button
                component={Link}
                to={`/external-job/${job.Id}`}
                variant="light"
                aria-label={`${t('jobs.board.open')}: ${job.Position}`}
              >
                {t('jobs.board.open')}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {hasMore ? (
        <Group justify="center">
          <Button component={Link} to={`?page=${page.PageIndex + 1}`} variant="default">
            {t('jobs.board.more')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
