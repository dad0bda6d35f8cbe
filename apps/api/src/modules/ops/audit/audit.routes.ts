import { opsCoreEndpoints as endpoints } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../../platform/deps.ts';
import { ok } from '../../../platform/reply.ts';
import { opsRoute } from '../operators/ops-route.ts';
import { listAudit } from './audit.service.ts';

/** GET /api/v1/ops/audit: the audit log, newest first, filtered. */
export async function auditRoutes(app: FastifyInstance) {
  opsRoute(
    app,
    endpoints.getAudit,
    { tags: ['ops'], summary: 'The audit log of operator actions' },
    async (request) => ok(request, await listAudit(depsOf(app), request.query)),
  );
}
