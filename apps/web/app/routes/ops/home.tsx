import { OPS_METRICS_DEFAULT_RANGE } from '@brifa/contracts';
import { Stack } from '@mantine/core';
import { opsMeta } from '../../entities/ops/ops-meta.ts';
import { OpsPageHeader } from '../../entities/ops/ops-page-header.tsx';
import { opsConsoleApi } from '../../features/ops-console/api/ops-console-api.ts';
import { QueueOverview } from '../../features/ops-console/components/queue-overview.tsx';
import { getOpsMetrics } from '../../features/ops-metrics/api/get-ops-metrics.ts';
import { OpsMetricsGlance } from '../../features/ops-metrics/components/ops-metrics-glance.tsx';
import { useT } from '../../lib/i18n.tsx';
import { opsLoad } from '../../lib/ops-session.server.ts';
import type { Route } from './+types/home';

/** The queues and the glance strip's figures at once; the queues still show when the figures fail. */
export async function loader({ request }: Route.LoaderArgs) {
  const [home, metrics] = await Promise.all([
    opsLoad(request, (api) => opsConsoleApi.home(api)),
    opsLoad(request, (api) => getOpsMetrics(api, OPS_METRICS_DEFAULT_RANGE)).catch(() => null),
  ]);
  return { home, metrics };
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
      {loaderData.metrics ? <OpsMetricsGlance data={loaderData.metrics} /> : null}
    </Stack>
  );
}
