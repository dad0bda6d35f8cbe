import { OPS_METRICS_DEFAULT_RANGE } from '@brifa/contracts';
import { Stack } from '@mantine/core';
import { Suspense } from 'react';
import { Await } from 'react-router';
import { opsMeta } from '../../entities/ops/ops-meta.ts';
import { OpsPageHeader } from '../../entities/ops/ops-page-header.tsx';
import { opsConsoleApi } from '../../features/ops-console/api/ops-console-api.ts';
import { QueueOverview } from '../../features/ops-console/components/queue-overview.tsx';
import { getOpsMetrics } from '../../features/ops-metrics/api/get-ops-metrics.ts';
import { OpsMetricsGlance } from '../../features/ops-metrics/components/ops-metrics-glance.tsx';
import { useT } from '../../lib/i18n.tsx';
import { opsLoad } from '../../lib/ops-session.server.ts';
import type { Route } from './+types/home';

/**
 * The queues, and the glance strip's figures asked for at the same time but not waited for: the page streams
 * with its queues and the strip follows in the same answer when its figures are computed (or stays away when
 * they fail), so the metrics never hold the home back.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const metrics = opsLoad(request, (api) => getOpsMetrics(api, OPS_METRICS_DEFAULT_RANGE)).catch(() => null);
  return { home: await opsLoad(request, (api) => opsConsoleApi.home(api)), metrics };
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
      <Suspense fallback={null}>
        <Await resolve={loaderData.metrics}>
          {(metrics) => (metrics ? <OpsMetricsGlance data={metrics} /> : null)}
        </Await>
      </Suspense>
    </Stack>
  );
}
