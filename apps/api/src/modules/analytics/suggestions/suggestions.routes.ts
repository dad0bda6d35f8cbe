import { analyticsEndpoints as endpoints } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { route } from '../../../platform/route.ts';
import { suggestionCampaign } from './suggestions.service.ts';

/** GET SuggestionCampaign (/provider/suggestions and the dashboard): suggestions, campaigns, return on spend. */
export async function suggestionRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.getSuggestionCampaign,
    {
      tags: ['analytics'],
      summary:
        "The agency's suggestions by expected impact, campaigns running now and its monthly return on spend",
    },
    async (request) => ok(request, await suggestionCampaign(depsOf(app), authOf(request).userId)),
  );
}
