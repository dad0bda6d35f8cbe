import { analyticsEndpoints as endpoints } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../platform/deps.ts';
import { ok } from '../../platform/reply.ts';
import { route } from '../../platform/route.ts';
import { track } from './analytics.service.ts';

/** POST /api/v1/Analytics: funnel events only the browser sees (the question flow opening). */
export async function analyticsRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.postAnalytics,
    {
      tags: ['analytics'],
      summary: 'Record a browser funnel event (brief_started); counted once per visitor, category and day',
    },
    async (request) => {
      const deps = depsOf(app);
      const day = deps.clock.now().toISOString().slice(0, 10);
      const visitor = request.ctx.sessionId ?? request.ip;
      const category = request.body.CategoryKey ?? null;
      await track(deps, {
        name: request.body.Name,
        properties: { categoryKey: category },
        key: `${request.body.Name}:${visitor}:${category ?? '-'}:${day}`,
      });
      return ok(request, { Recorded: true });
    },
  );
}
