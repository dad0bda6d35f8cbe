import type { TJobPricePlans, TJobState, TOwnJob } from '@brifa/contracts';
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../../../lib/date-time.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import type { TMessageKey } from '../../../locales/tr.ts';
import { JobCheckout } from './job-checkout.tsx';

const JOB_STATE: Record<TJobState, { label: TMessageKey; color: string }> = {
  awaiting_payment: { label: 'jobs.state.awaiting_payment', color: 'yellow' },
  awaiting_approval: { label: 'jobs.state.awaiting_approval', color: 'blue' },
  live: { label: 'jobs.state.live', color: 'teal' },
  rejected: { label: 'jobs.state.rejected', color: 'red' },
  expired: { label: 'jobs.state.expired', color: 'gray' },
};

/** /premium/active-jobs: the poster's posts with their state, views, applications (and CVs) and a way to pay. */
export function MyJobs({
  jobs,
  plans,
  newPath,
  minePath,
}: {
  jobs: TOwnJob[];
  plans: TJobPricePlans;
  newPath: string;
  minePath: string;
}) {
  const t = useT();
  const locale = useLocale();
  const [paying, setPaying] = useState<TOwnJob | null>(null);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>{t('jobs.mine.title')}</Title>
          <Text c="dimmed">{t('jobs.mine.subtitle')}</Text>
        </Stack>
        <Button component={Link} to={newPath}>
          {t('jobs.mine.new')}
        </Button>
      </Group>
      {jobs.length === 0 ? <Text>{t('jobs.mine.empty')}</Text> : null}
      {jobs.map((job) => (
        <Card key={job.Id} withBorder padding="lg" data-testid={`my-job-${job.Id}`}>
          <Stack gap="xs">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Title order={2} size="h4">
                {job.Position}
              </Title>
              <Badge color={JOB_STATE[job.State].color} variant="light" data-testid="my-job-state">
                {t(JOB_STATE[job.State].label)}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {[job.Company, job.City, t('jobs.mine.plan', { days: job.PlanDays })].join(' · ')}
              {job.PartnerAddOn ? ` · ${t('jobs.mine.partner')}` : ''}
            </Text>
            <Group gap="md" wrap="wrap">
              <Text size="sm" data-testid="my-job-views">
                {t('jobs.mine.views', { count: job.Views })}
              </Text>
              <Text size="sm" data-testid="my-job-applications">
                {t('jobs.mine.applications', { count: job.Applications })}
              </Text>
              {job.ExpiresAt && job.State === 'live' ? (
                <Text size="sm">{t('jobs.mine.until', { date: formatDate(job.ExpiresAt, locale) })}</Text>
              ) : null}
            </Group>
            {job.RejectionReason ? (
              <Text size="sm" c="red">
                {t('jobs.mine.reason', { reason: job.RejectionReason })}
              </Text>
            ) : null}
            {job.Applicants.length > 0 ? (
              <Stack gap={4}>
                <Text fw={600} size="sm">
                  {t('jobs.mine.applicants')}
                </Text>
                {job.Applicants.map((applicant) => (
                  <Group key={applicant.Id} gap="xs" wrap="wrap">
                    <Text size="sm">
                      {applicant.Name} · {applicant.Email} · {formatDateTime(applicant.CreatedAt, locale)}
                    </Text>
                    <Anchor size="sm" href={applicant.CvUrl}>
                      {t('jobs.mine.cv')}
                    </Anchor>
                  </Group>
                ))}
              </Stack>
            ) : null}
            <Group gap="xs">
              {job.State === 'awaiting_payment' ? (
                <Button size="xs" onClick={() => setPaying(job)}>
                  {t('jobs.mine.pay')}
                </Button>
              ) : null}
              {job.State === 'live' ? (
                <Button size="xs" variant="light" component={Link} to={`/external-job/${job.Id}`}>
                  {t('jobs.mine.see')}
                </Button>
              ) : null}
            </Group>
          </Stack>
        </Card>
      ))}
      {paying ? (
        <JobCheckout job={paying} plans={plans} minePath={minePath} onClose={() => setPaying(null)} />
      ) : null}
    </Stack>
  );
}
