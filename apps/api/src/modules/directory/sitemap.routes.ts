import type { FastifyInstance } from 'fastify';

/** GET /sitemap.xml and /robots.txt at the site root (issue 6). */
export async function sitemapRoutes(_app: FastifyInstance) {}
