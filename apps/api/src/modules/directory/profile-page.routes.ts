import type { FastifyInstance } from 'fastify';
export async function profilePageRoutes(_app: FastifyInstance) {}
