import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { jobsApi } from '../../features/jobs/api/jobs-api.ts';
import { JobPostForm } from '../../features/jobs/components/job-post-form.tsx';
import { translator, useT } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { requestInfo } from '../../lib/request-context.server.ts';
import { throwRouteError } from '../../lib/route-error.ts';
import type { Route } from './+types/job';

export async function loader({ request }: Route.LoaderArgs) {
  const plans = await jobsApi.plans(requestInfo(request).api).catch(throwRouteError);
  // A client's copy of the page lives under /client/premium (its layout), an agency's under /premium.
  const base = new URL(request.url).pathname.startsWith('/client/') ? '/client/premium' : '/premium';
  return { plans, minePath: `${base}/active-jobs` };
}

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('jobs.post.title'), brand) }];
}

/** /premium/job (agencies) and /client/premium/job (clients): write a job post and pay for it. */
export default function JobPostPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <Container size="md" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Title order={1}>{t('jobs.post.title')}</Title>
            <Text c="dimmed">{t('jobs.post.subtitle')}</Text>
          </Stack>
          <Anchor component={Link} to={loaderData.minePath}>
            {t('jobs.post.mine')}
          </Anchor>
        </Group>
        <JobPostForm plans={loaderData.plans} minePath={loaderData.minePath} />
      </Stack>
    </Container>
  );
}
