import { Container } from '@mantine/core';
import { jobsApi } from '../../features/jobs/api/jobs-api.ts';
import { JobBoard } from '../../features/jobs/components/job-board.tsx';
import { translator } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { requestInfo, sessionUser } from '../../lib/request-context.server.ts';
import { throwRouteError } from '../../lib/route-error.ts';
import type { Route } from './+types/external-job';

export async function loader({ request }: Route.LoaderArgs) {
  const pageIndex = Math.max(0, Number(new URL(request.url).searchParams.get('page')) || 0);
  const [page, user] = await Promise.all([
    jobsApi.board(requestInfo(request).api, pageIndex).catch(throwRouteError),
    sessionUser(request),
  ]);
  const postPath = user?.Provider ? '/premium/job' : user ? '/client/premium/job' : '/login';
  return { page, postPath };
}

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('jobs.board.title'), brand) }];
}

/** /external-job: the public job board. */
export default function ExternalJobPage({ loaderData }: Route.ComponentProps) {
  return (
    <Container size="lg" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <JobBoard page={loaderData.page} postPath={loaderData.postPath} />
    </Container>
  );
}
