import type { FastifyInstance } from 'fastify';

/** Portfolio calls (issue 6). */
export async function portfolioRoutes(_app: FastifyInstance) {}
