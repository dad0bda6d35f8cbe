import { Container } from '@mantine/core';
import { jobsApi } from '../../features/jobs/api/jobs-api.ts';
import { JobDetail } from '../../features/jobs/components/job-detail.tsx';
import { translator } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { requestInfo } from '../../lib/request-context.server.ts';
import { throwRouteError } from '../../lib/route-error.ts';
import type { Route } from './+types/external-job-detail';

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw new Response('Not found', { status: 404 });
  const job = await jobsApi.job(requestInfo(request).api, id).catch(throwRouteError);
  return { job };
}

export function meta({ matches, data }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  const title = data?.job
    ? `${data.job.Position} · ${data.job.Company}`
    : translator(locale)('jobs.board.title');
  return [{ title: pageTitle(title, brand) }];
}

/** /external-job/:id: a live job post; people apply with their CV. */
export default function ExternalJobDetailPage({ loaderData }: Route.ComponentProps) {
  return (
    <Container size="lg" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <JobDetail job={loaderData.job} />
    </Container>
  );
}
