import { Stack } from '@mantine/core';
import { opsMeta } from '../../entities/ops/ops-meta.ts';
import { OpsPageHeader } from '../../entities/ops/ops-page-header.tsx';
import { opsConsoleApi } from '../../features/ops-console/api/ops-console-api.ts';
import { QueueOverview } from '../../features/ops-console/components/queue-overview.tsx';
import { OpsMetricsGlanceLoader } from '../../features/ops-metrics/components/ops-metrics-glance.tsx';
import { useT } from '../../lib/i18n.tsx';
import { opsLoad } from '../../lib/ops-session.server.ts';
import type { Route } from './+types/home';

/** The queues; the glance strip's figures follow from the browser (OpsMetricsGlanceLoader). */
export async function loader({ request }: Route.LoaderArgs) {
  return { home: await opsLoad(request, (api) => opsConsoleApi.home(api)) };
}

export function meta({ matches }: Route.MetaArgs) {
  return opsMeta(matches, 'ops.home.title');
}

/** /ops: the console home, the queues and their open items, then the metrics at a glance. */
export default function OpsHomePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <Stack gap="lg">
      <OpsPageHeader title={t('ops.home.title')} />
      <QueueOverview home={loaderData.home} />
      <OpsMetricsGlanceLoader />
    </Stack>
  );
}
