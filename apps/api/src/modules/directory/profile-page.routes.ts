import { ZAgencyProfile, ZEnvelope } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../platform/deps.ts';
import { ok } from '../../platform/reply.ts';
import { agencyProfile } from './profile-page.service.ts';

/** GET SearchProvider/page/provider/{id}: the public agency profile ({id} is the slug or the numeric id). */
export async function profilePageRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/SearchProvider/page/provider/:id',
    {
      schema: {
        tags: ['directory'],
        summary:
          "An agency's public profile: about, services, portfolio, projects, references, comments, products, reviews",
        params: z.object({ id: z.string().min(1).max(120) }),
        response: { 200: ZEnvelope(ZAgencyProfile) },
      },
    },
    async (request) => ok(request, await agencyProfile(depsOf(app), request.params.id)),
  );
}
