import type { FastifyInstance } from 'fastify';

/** References and comments (issue 6). */
export async function referencesRoutes(_app: FastifyInstance) {}
