import type { FastifyRequest } from 'fastify';
import { successEnvelope } from './envelope.ts';

/**
 * The success envelope in the caller's language. The spec's 200/201 fallback ("changes saved successfully")
 * is meant for changes, so a read answers with an empty Message unless the module gives one.
 */
export function ok<T>(request: FastifyRequest, data: T, options: { status?: number; message?: string } = {}) {
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  return successEnvelope(data, request.ctx.locale, {
    ...options,
    ...(isRead && options.message === undefined ? { message: '' } : {}),
  });
}
