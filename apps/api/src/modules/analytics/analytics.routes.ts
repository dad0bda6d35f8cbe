import { ZClientAnalyticsEvent, ZEnvelope } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../platform/deps.ts';
import { ok } from '../../platform/reply.ts';
import { track } from './analytics.service.ts';

/** POST /api/v1/Analytics: funnel events only the browser sees (the question flow opening). */
export async function analyticsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/Analytics',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Record a browser funnel event (brief_started); counted once per visitor, category and day',
        body: ZClientAnalyticsEvent,
        response: { 200: ZEnvelope(z.object({ Recorded: z.boolean() })) },
      },
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
