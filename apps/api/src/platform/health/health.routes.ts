import { ZEnvelope } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../api-error.ts';
import { ok } from '../reply.ts';

const ZHealth = z.object({
  Status: z.enum(['ok']),
  Database: z.object({
    Driver: z.enum(['pglite', 'postgres']),
    Reachable: z.boolean(),
    LatencyMs: z.number(),
  }),
  Time: z.string(),
});

export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Reports whether the API and its database are reachable',
        response: { 200: ZEnvelope(ZHealth) },
      },
    },
    async (request) => {
      const { database, clock } = app.deps;
      const started = performance.now();
      try {
        await database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'database ping failed');
        throw new ApiError('SERVICE_UNAVAILABLE');
      }
      return ok(request, {
        Status: 'ok' as const,
        Database: {
          Driver: database.driver,
          Reachable: true,
          LatencyMs: Math.round((performance.now() - started) * 100) / 100,
        },
        Time: clock.now().toISOString(),
      });
    },
  );
}
