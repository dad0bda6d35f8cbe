import { agenciesEndpoints } from '@brifa/contracts';
import { Alert, Container } from '@mantine/core';
import { DashboardPanel } from '../../features/profile-level/components/dashboard-panel.tsx';
import { callEndpoint } from '../../lib/api-client.ts';
import { translator, useT } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { requestInfo } from '../../lib/request-context.server.ts';
import type { Route } from './+types/dashboard';

export async function loader({ request }: Route.LoaderArgs) {
  const page = await callEndpoint(requestInfo(request).api, agenciesEndpoints.getPageDashboard).catch(
    () => null,
  );
  return { page };
}

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('dashboard.title'), brand) }];
}

/** /provider/dashboard: profile level and completion tasks. */
export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <Container size="lg" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      {loaderData.page ? (
        <DashboardPanel page={loaderData.page} />
      ) : (
        <Alert color="red">{t('dashboard.failed')}</Alert>
      )}
    </Container>
  );
}
