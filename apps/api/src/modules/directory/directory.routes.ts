import { ZDirectoryPage, ZEnvelope, ZPricingDetail, ZPricingDetailBody } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { depsOf } from '../../platform/deps.ts';
import { ok } from '../../platform/reply.ts';
import { browseAgencies, pricingDetail } from './directory.service.ts';
import { profilePageRoutes } from './profile-page.routes.ts';

const tags = ['directory'];

/** The public directory (GET SearchProvider), price browse (POST PricingDetail) and the agency profile. */
export async function directoryRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/SearchProvider',
    {
      schema: {
        tags,
        summary: 'Listed agencies (profile level above 80 %) matching the filters, paged',
        response: { 200: ZEnvelope(ZDirectoryPage) },
      },
    },
    async (request) => ok(request, await browseAgencies(depsOf(app), request.query, request.ctx.locale)),
  );
  api.post(
    '/PricingDetail',
    {
      schema: {
        tags,
        summary: "Starting prices of a category's listed agencies (min, median, max) and the cheapest ones",
        body: ZPricingDetailBody,
        response: { 200: ZEnvelope(ZPricingDetail) },
      },
    },
    async (request) => ok(request, await pricingDetail(depsOf(app), request.body), { message: '' }),
  );
  await app.register(profilePageRoutes);
}
