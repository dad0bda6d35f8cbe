import { CATEGORY_PAGE_SLUGS, citySlugOf, TIMELINE_PATH } from '@brifa/contracts';
import { BRIEF_ASSISTANT_PATH } from '@brifa/contracts/category-page-links';
import type { FastifyInstance } from 'fastify';
import { depsOf, publicUrl } from '../../platform/deps.ts';
import { liveJobPages } from '../jobs/jobs.service.ts';
import { blogSitemapRows, listedSlugs } from './directory.repo.ts';
import { listedCategoryCities } from './places.repo.ts';

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

/** The category pages (issue 21 item 9) that list someone: each category's, and each of its cities'. */
async function categoryPageUrls(deps: ReturnType<typeof depsOf>, base: string): Promise<string[]> {
  const pairs = (await listedCategoryCities(deps.db)).filter((pair) => pair.key in CATEGORY_PAGE_SLUGS);
  const urls: string[] = [];
  for (const key of new Set(pairs.map((pair) => pair.key))) {
    const slugs = CATEGORY_PAGE_SLUGS[key as keyof typeof CATEGORY_PAGE_SLUGS];
    urls.push(bilingualUrls(base, `/${slugs.tr}`, `/${slugs.en}`));
    for (const pair of pairs) {
      if (pair.key !== key || !pair.city) continue;
      const city = citySlugOf(pair.city);
      urls.push(bilingualUrls(base, `/${city}/${slugs.tr}`, `/${city}/${slugs.en}`));
    }
  }
  return urls;
}

/**
 * GET /sitemap.xml (the home page, the directory, the timeline, the brief assistant, the category and city pages,
 * every listed agency's profile, the blog and its posts, the job board and every live job post) and /robots.txt.
 * The blog's paths: /blog and /en/blog, a post under
 * either (decisions.md "Issue 21 — blog").
 */
export async function sitemapRoutes(app: FastifyInstance) {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const deps = depsOf(app);
    const base = publicUrl(deps.config);
    const [agencies, posts, categoryPages, jobPages] = await Promise.all([
      listedSlugs(deps.db),
      blogSitemapRows(deps.db),
      categoryPageUrls(deps, base),
      liveJobPages(deps),
    ]);
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      bilingualUrls(base, '/tr', '/'),
      `<url><loc>${escapeXml(`${base}/filter/agency`)}</loc></url>`,
      `<url><loc>${escapeXml(base + TIMELINE_PATH)}</loc></url>`,
      `<url><loc>${escapeXml(base + BRIEF_ASSISTANT_PATH)}</loc></url>`,
      ...categoryPages,
      ...agencies.map((agency) =>
        bilingualUrls(base, `/ajans/${agency.slug}`, `/agency/${agency.slug}`, agency.updatedAt),
      ),
      bilingualUrls(base, '/blog', '/en/blog', posts[0]?.updatedAt),
      ...posts.map((post) =>
        bilingualUrls(base, `/blog/${post.slug}`, `/en/blog/${post.slug}`, post.updatedAt),
      ),
      // The job board and its live posts (one path in both languages; an expired post drops out).
      `<url><loc>${escapeXml(`${base}/external-job`)}</loc></url>`,
      ...jobPages.map((job) => {
        const modified = job.publishedAt
          ? `<lastmod>${job.publishedAt.toISOString().slice(0, 10)}</lastmod>`
          : '';
        return `<url><loc>${escapeXml(`${base}/external-job/${job.id}`)}</loc>${modified}</url>`;
      }),
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
