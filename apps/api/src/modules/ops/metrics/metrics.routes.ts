import { opsMetricsEndpoints as endpoints, type TOpsMetricsRange } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../../platform/deps.ts';
import { ok } from '../../../platform/reply.ts';
import { opsRoute } from '../operators/ops-route.ts';
import { opsMetrics } from './metrics.service.ts';

/** GET /api/v1/ops/metrics?Days=30|90: every figure per Istanbul day and the window's headline figures. */
export async function metricsRoutes(app: FastifyInstance) {
  opsRoute(
    app,
    endpoints.getMetrics,
    { tags: ['ops'], summary: 'Metrics of the last 30 or 90 days, per Istanbul day' },
    async (request) => ok(request, await opsMetrics(depsOf(app), request.query.Days as TOpsMetricsRange)),
  );
}
