import { directoryEndpoints as endpoints } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../platform/deps.ts';
import { ok } from '../../platform/reply.ts';
import { route } from '../../platform/route.ts';
import { browseAgencies, marketplaceFigures, pricingDetail } from './directory.service.ts';
import { categoryPage, timeline } from './places.service.ts';
import { profilePageRoutes } from './profile-page.routes.ts';

const tags = ['directory'];

/** The public directory (GET SearchProvider), price browse (POST PricingDetail) and the agency profile. */
export async function directoryRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.getSearchProvider,
    { tags, summary: 'Listed agencies (profile level above 80 %) matching the filters, paged' },
    async (request) => ok(request, await browseAgencies(depsOf(app), request.query, request.ctx.locale)),
  );
  route(
    app,
    endpoints.getSiteFigures,
    {
      tags,
      summary: 'Listed agencies, brands (client accounts) and categories with a listed agency, counted',
    },
    async (request) => ok(request, await marketplaceFigures(depsOf(app))),
  );
  route(
    app,
    endpoints.postPricingDetail,
    {
      tags,
      summary: "Starting prices of a category's listed agencies (min, median, max) and the cheapest ones",
    },
    async (request) => ok(request, await pricingDetail(depsOf(app), request.body), { message: '' }),
  );
  route(
    app,
    endpoints.getCategoryPage,
    {
      tags,
      summary:
        "A category's (and city's) listed agencies, live counts, typical budgets from quotes, sponsored slot",
    },
    async (request) => ok(request, await categoryPage(depsOf(app), request.query, request.ctx.locale)),
  );
  route(
    app,
    endpoints.getTimeline,
    { tags, summary: 'Recent briefs and agreements as anonymous cards (names only when both sides agreed)' },
    async (request) => ok(request, await timeline(depsOf(app), request.ctx.locale)),
  );
  await app.register(profilePageRoutes);
}
