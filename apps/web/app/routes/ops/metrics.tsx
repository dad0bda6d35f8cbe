import { opsMeta } from '../../entities/ops/ops-meta.ts';
import { getOpsMetrics, rangeOf } from '../../features/ops-metrics/api/get-ops-metrics.ts';
import { OpsMetricsPanel } from '../../features/ops-metrics/components/ops-metrics-panel.tsx';
import { opsLoad } from '../../lib/ops-session.server.ts';
import type { Route } from './+types/metrics';

/** The window from the address (`?Days=90`), computed by the API on every request. */
export async function loader({ request }: Route.LoaderArgs) {
  const days = rangeOf(new URL(request.url).searchParams);
  return { metrics: await opsLoad(request, (api) => getOpsMetrics(api, days)) };
}

export function meta({ matches }: Route.MetaArgs) {
  return opsMeta(matches, 'opsMetrics.title');
}

/** /ops/metrics: the operator console's metrics, a chart each (the charts' code loads with this route only). */
export default function OpsMetricsPage({ loaderData }: Route.ComponentProps) {
  return <OpsMetricsPanel data={loaderData.metrics} />;
}
