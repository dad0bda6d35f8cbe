import { directoryEndpoints as endpoints } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../platform/deps.ts';
import { ok } from '../../platform/reply.ts';
import { route } from '../../platform/route.ts';
import { agencyProfile } from './profile-page.service.ts';

/** GET SearchProvider/page/provider/{id}: the public agency profile ({id} is the slug or the numeric id). */
export async function profilePageRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.getSearchProviderPageProviderById,
    {
      tags: ['directory'],
      summary:
        "An agency's public profile: about, services, portfolio, projects, references, comments, products, reviews",
    },
    async (request) => ok(request, await agencyProfile(depsOf(app), request.params.id)),
  );
}
