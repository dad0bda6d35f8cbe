import type { FastifyInstance } from 'fastify';

/** Products (issue 6). */
export async function productsRoutes(_app: FastifyInstance) {}
