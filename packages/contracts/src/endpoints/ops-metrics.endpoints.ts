import { ZOpsMetrics, ZOpsMetricsQuery } from '../ops/ops-metrics.ts';
import { defineEndpoint } from './define-endpoint.ts';

/**
 * The operator console's metrics (issue 17, item 5), behind the ops guard like every /api/v1/ops call (404
 * without a live ops session; `auth` stays 'none' so that the users' guard never runs on it).
 */
export const opsMetricsEndpoints = {
  getMetrics: defineEndpoint({
    method: 'GET',
    path: '/metrics',
    prefix: '/api/v1/ops',
    query: ZOpsMetricsQuery,
    response: ZOpsMetrics,
  }),
};
