import type { FastifyInstance } from 'fastify';

/** Reviews (issue 6). */
export async function reviewsRoutes(_app: FastifyInstance) {}
