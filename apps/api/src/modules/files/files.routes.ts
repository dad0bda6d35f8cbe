import type { FastifyInstance } from 'fastify';
import { commonErrors } from '../../platform/common.errors.ts';

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
};

/** GET /api/v1/files/* : public images (profile photos, banners) from the storage adapter. */
export async function filesRoutes(app: FastifyInstance) {
  app.get('/files/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!key.startsWith('public/')) throw commonErrors.notFound();
    const file = await app.deps.adapters.storage.get(key);
    if (!file) throw commonErrors.notFound();
    const extension = key.split('.').pop() ?? '';
    reply.header('content-type', CONTENT_TYPES[extension] ?? 'application/octet-stream');
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    reply.header('x-content-type-options', 'nosniff');
    return reply.send(file.stream);
  });
}
