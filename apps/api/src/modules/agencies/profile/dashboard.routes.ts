import { agenciesEndpoints as endpoints } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { route } from '../../../platform/route.ts';
import { dashboardPage } from './dashboard.service.ts';

/** GET Page/dashboard (/provider/dashboard): profile level, tasks, goals, the one-time credit. */
export async function dashboardRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.getPageDashboard,
    {
      tags: ['profile'],
      summary: "The agency's profile level with its missing tasks, goals and the one-time credit",
    },
    async (request) => ok(request, await dashboardPage(depsOf(app), authOf(request).userId)),
  );
}
