import {
  OPS_METRICS_DEFAULT_RANGE,
  OPS_METRICS_RANGES,
  opsMetricsEndpoints,
  type TOpsMetrics,
  type TOpsMetricsRange,
} from '@brifa/contracts';
import { callEndpoint, type TApiContext } from '../../../lib/api-client.ts';

/** GET /api/v1/ops/metrics: every metric per Istanbul day over the last 30 or 90 days, with the headline figures. */
export function getOpsMetrics(api: TApiContext, days: TOpsMetricsRange): Promise<TOpsMetrics> {
  return callEndpoint(api, opsMetricsEndpoints.getMetrics, { query: { Days: days } });
}

/** `?Days=90` in the address; anything else is the default window. */
export function rangeOf(search: URLSearchParams): TOpsMetricsRange {
  const days = Number(search.get('Days'));
  return (OPS_METRICS_RANGES as readonly number[]).includes(days)
    ? (days as TOpsMetricsRange)
    : OPS_METRICS_DEFAULT_RANGE;
}
