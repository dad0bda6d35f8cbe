import type { FastifyInstance } from 'fastify';

/** The public profile, the directory and price browse (issue 6). */
export async function directoryRoutes(_app: FastifyInstance) {}
