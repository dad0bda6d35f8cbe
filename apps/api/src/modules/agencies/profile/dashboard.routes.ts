import { ZDashboardPage, ZEnvelope } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { dashboardPage } from './dashboard.service.ts';

/** GET Page/dashboard (/provider/dashboard): profile level, tasks, goals, the one-time credit. */
export async function dashboardRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/Page/dashboard',
    {
      schema: {
        tags: ['profile'],
        summary: "The agency's profile level with its missing tasks, goals and the one-time credit",
        security: [{ bearer: [] }],
        response: { 200: ZEnvelope(ZDashboardPage) },
      },
      preHandler: app.authenticate,
    },
    async (request) => ok(request, await dashboardPage(depsOf(app), authOf(request).userId)),
  );
}
