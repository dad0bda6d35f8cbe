import { growthEndpoints as endpoints, isLocale } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../../platform/deps.ts';
import { authOf } from '../../../platform/plugins/auth.ts';
import { ok } from '../../../platform/reply.ts';
import { route } from '../../../platform/route.ts';
import { badgeFacts } from './backlinks.repo.ts';
import { getBacklink, submitBacklink } from './backlinks.service.ts';
import { badgeSvg } from './badge-svg.ts';

const tags = ['backlink'];

/** Issue 21 item 3 (/provider/link): the badge, its HTML, the page's address and the check. */
export async function backlinksRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.getBacklink,
    { tags, summary: 'The agency’s badge, the HTML to place it and the last check of its link' },
    async (request) => ok(request, await getBacklink(depsOf(app), authOf(request).userId, request.params.id)),
  );
  route(
    app,
    endpoints.postBacklink,
    { tags, summary: 'Save the page carrying the badge and check its link now' },
    async (request) =>
      ok(request, await submitBacklink(depsOf(app), authOf(request).userId, request.body.Url)),
  );

  // The badge itself: a public SVG per agency (placed on other sites), in Turkish or English (?lang=en).
  app.get<{ Params: { slug: string }; Querystring: { lang?: string } }>(
    '/Backlink/:slug/badge.svg',
    { schema: { hide: true } },
    async (request, reply) => {
      const facts = await badgeFacts(depsOf(app).db, request.params.slug);
      if (!facts) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      const lang = request.query.lang;
      const svg = badgeSvg({ ...facts, locale: lang && isLocale(lang) ? lang : 'tr' });
      return reply
        .header('cache-control', 'public, max-age=3600')
        .header('access-control-allow-origin', '*')
        .header('cross-origin-resource-policy', 'cross-origin')
        .type('image/svg+xml; charset=utf-8')
        .send(svg);
    },
  );
}
