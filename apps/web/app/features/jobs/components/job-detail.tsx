import type { TPublicJob } from '@brifa/contracts';
import { Anchor, Avatar, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/date-time.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { JobApplyForm } from './job-apply-form.tsx';

/** /external-job/:id: a live post and the application form beside it (below it on a phone). */
export function JobDetail({ job }: { job: TPublicJob }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/external-job">
        {t('jobs.detail.back')}
      </Anchor>
      {job.ImageUrl ? <Image src={job.ImageUrl} alt="" radius="md" mah={320} fit="cover" /> : null}
      <Group gap="md" wrap="nowrap" align="center">
        <Avatar src={job.LogoUrl} alt="" radius="sm" size={64}>
          {job.Company.slice(0, 1)}
        </Avatar>
        <Stack gap={2}>
          <Title order={1}>{job.Position}</Title>
          <Text>
            {job.Company} · {[job.City, job.District].filter(Boolean).join(' / ')}
          </Text>
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <div>
          <Stack gap="md">
            <Text style={{ whiteSpace: 'pre-line' }}>{job.Description}</Text>
            {job.Conditions ? (
              <Stack gap={4}>
                <Title order={2} size="h4">
                  {t('jobs.detail.conditions')}
                </Title>
                <Text style={{ whiteSpace: 'pre-line' }}>{job.Conditions}</Text>
              </Stack>
            ) : null}
            <Stack gap={4}>
              <Title order={2} size="h4">
                {t('jobs.detail.contact')}
              </Title>
              {job.Address ? <Text>{job.Address}</Text> : null}
              <Text>
                <Anchor href={`mailto:${job.Email}`}>{job.Email}</Anchor> · {job.Phone}
              </Text>
              {job.AttachmentUrl ? (
                <Anchor href={job.AttachmentUrl} target="_blank" rel="noopener">
                  {t('jobs.detail.attachment')}
                </Anchor>
              ) : null}
              {job.ExpiresAt ? (
                <Text size="sm" c="dimmed">
                  {t('jobs.detail.until', { date: formatDate(job.ExpiresAt, locale) })}
                </Text>
              ) : null}
            </Stack>
          </Stack>
        </div>
        <div>
          <Card withBorder padding="lg">
            <JobApplyForm jobId={job.Id} />
          </Card>
        </div>
      </SimpleGrid>
    </Stack>
  );
}
