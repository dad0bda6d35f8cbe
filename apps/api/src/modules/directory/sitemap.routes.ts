import type { FastifyInstance } from 'fastify';
import { depsOf, publicUrl } from '../../platform/deps.ts';
import { blogSitemapRows, listedSlugs } from './directory.repo.ts';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** A page in both languages: Turkish and English paths as hreflang alternates of each other. */
function bilingualUrls(base: string, tr: string, en: string, lastModified?: Date): string {
  const alternates = [
    `<xhtml:link rel="alternate" hreflang="tr" href="${escapeXml(base + tr)}"/>`,
    `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(base + en)}"/>`,
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(base + tr)}"/>`,
  ].join('');
  const modified = lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : '';
  return [tr, en]
    .map((path) => `<url><loc>${escapeXml(base + path)}</loc>${modified}${alternates}</url>`)
    .join('');
}

/**
 * GET /sitemap.xml (the home page, the directory, every listed agency's profile, the blog and its posts) and
 * /robots.txt. The blog's paths: /blog and /en/blog, a post under either (decisions.md "Issue 21 — blog").
 */
export async function sitemapRoutes(app: FastifyInstance) {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const deps = depsOf(app);
    const base = publicUrl(deps.config);
    const [agencies, posts] = await Promise.all([listedSlugs(deps.db), blogSitemapRows(deps.db)]);
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      bilingualUrls(base, '/tr', '/'),
      `<url><loc>${escapeXml(`${base}/filter/agency`)}</loc></url>`,
      ...agencies.map((agency) =>
        bilingualUrls(base, `/ajans/${agency.slug}`, `/agency/${agency.slug}`, agency.updatedAt),
      ),
      bilingualUrls(base, '/blog', '/en/blog', posts[0]?.updatedAt),
      ...posts.map((post) =>
        bilingualUrls(base, `/blog/${post.slug}`, `/en/blog/${post.slug}`, post.updatedAt),
      ),
      '</urlset>',
    ].join('\n');
    reply.header('content-type', 'application/xml; charset=utf-8');
    reply.header('cache-control', 'public, max-age=3600');
    return reply.send(body);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const base = publicUrl(depsOf(app).config);
    reply.header('content-type', 'text/plain; charset=utf-8');
    return reply.send(
      [
        'User-agent: *',
        'Disallow: /api/',
        'Disallow: /client/',
        'Disallow: /provider/',
        'Disallow: /premium/',
        'Disallow: /ops/',
        `Sitemap: ${base}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
}
