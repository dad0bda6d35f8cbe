import { Container } from '@mantine/core';
import { jobsApi } from '../../features/jobs/api/jobs-api.ts';
import { MyJobs } from '../../features/jobs/components/my-jobs.tsx';
import { translator } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { requestInfo } from '../../lib/request-context.server.ts';
import { throwRouteError } from '../../lib/route-error.ts';
import type { Route } from './+types/active-jobs';

export async function loader({ request }: Route.LoaderArgs) {
  const { api } = requestInfo(request);
  const [mine, plans] = await Promise.all([jobsApi.mine(api), jobsApi.plans(api)]).catch(throwRouteError);
  const base = new URL(request.url).pathname.startsWith('/client/') ? '/client/premium' : '/premium';
  return { jobs: mine.Items, plans, newPath: `${base}/job`, minePath: `${base}/active-jobs` };
}

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('jobs.mine.title'), brand) }];
}

/** /premium/active-jobs (agencies) and /client/premium/active-jobs (clients): my job posts. */
export default function ActiveJobsPage({ loaderData }: Route.ComponentProps) {
  return (
    <Container size="md" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <MyJobs {...loaderData} />
    </Container>
  );
}
