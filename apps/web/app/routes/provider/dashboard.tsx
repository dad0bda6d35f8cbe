import { agenciesEndpoints } from '@brifa/contracts';
import { Alert, Container, Stack } from '@mantine/core';
import { loadAgencyNpsSummary } from '../../features/nps/api/nps.ts';
import { AgencyNpsCard } from '../../features/nps/components/agency-nps-card.tsx';
import { DashboardPanel } from '../../features/profile-level/components/dashboard-panel.tsx';
import { callEndpoint } from '../../lib/api-client.ts';
import { translator, useT } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { requestInfo } from '../../lib/request-context.server.ts';
import type { Route } from './+types/dashboard';

export async function loader({ request }: Route.LoaderArgs) {
  const api = requestInfo(request).api;
  const [page, nps] = await Promise.all([
    callEndpoint(api, agenciesEndpoints.getPageDashboard).catch(() => null),
    // Issue 20 item 3: the agency's agreement scores (a card of its own; the dashboard works without it).
    loadAgencyNpsSummary(api).catch(() => null),
  ]);
  return { page, nps };
}

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('dashboard.title'), brand) }];
}

/** /provider/dashboard: profile level and completion tasks, and the clients' satisfaction scores. */
export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <Container size="lg" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        {loaderData.page ? (
          <DashboardPanel page={loaderData.page} />
        ) : (
          <Alert color="red">{t('dashboard.failed')}</Alert>
        )}
        {loaderData.nps ? <AgencyNpsCard summary={loaderData.nps} /> : null}
      </Stack>
    </Container>
  );
}
