import type { FastifyInstance } from 'fastify';

/** Profile settings, services and the profile level (issue 6). */
export async function profileRoutes(_app: FastifyInstance) {}
