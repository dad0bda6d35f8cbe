import type { FastifyRequest } from 'fastify';
import { successEnvelope } from './envelope.ts';

/** The success envelope in the caller's language. */
export function ok<T>(request: FastifyRequest, data: T, options: { status?: number; message?: string } = {}) {
  return successEnvelope(data, request.ctx.locale, options);
}
