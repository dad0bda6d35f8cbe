import { errorMessage, errorStatus, fieldErrors, type TErrorCode } from '@brifa/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError } from '../api-error.ts';
import { errorEnvelope } from '../envelope.ts';
import { createRouteIndex } from '../route-index.ts';

/** Fastify's own error codes, mapped to ours so that they answer in the envelope and the caller's language. */
const FASTIFY_ERRORS: Record<string, TErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_BAD_URL: 'BAD_REQUEST',
  FST_ERR_ASYNC_CONSTRAINT: 'BAD_REQUEST',
};

function codeForStatus(status: number): TErrorCode {
  if (status === 400) return 'BAD_REQUEST';
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 405) return 'METHOD_NOT_ALLOWED';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 422) return 'UNPROCESSABLE';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  return 'INTERNAL';
}

export function sendError(
  reply: FastifyReply,
  code: TErrorCode,
  options: { status?: number; message?: string; fieldErrors?: Record<string, string> } = {},
) {
  const request = reply.request;
  const envelope = errorEnvelope(code, request.ctx.locale, {
    ...options,
    status: options.status ?? errorStatus(code),
  });
  return reply.code(envelope.StatusCode).type('application/json; charset=utf-8').send(envelope);
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const locale = request.ctx.locale;
  if (error instanceof ApiError) {
    const message = error.localizedMessage ?? errorMessage(error.code, locale);
    const marked = Object.fromEntries((error.fields ?? []).map((field) => [field, message]));
    const fields = { ...marked, ...error.fieldErrors };
    if (error.headers) reply.headers(error.headers);
    return sendError(reply, error.code, {
      status: error.status,
      message,
      ...(Object.keys(fields).length > 0 ? { fieldErrors: fields } : {}),
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      ...(v.params as object),
      code: v.keyword,
      message: v.message ?? '',
      path: v.instancePath.split('/').filter(Boolean),
    }));
    return sendError(reply, 'VALIDATION_FAILED', { status: 400, fieldErrors: fieldErrors(issues, locale) });
  }
  const mapped = error.code ? FASTIFY_ERRORS[error.code] : undefined;
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (mapped) return sendError(reply, mapped, { status });
  if (status >= 500) {
    request.log.error({ err: error }, 'unexpected error');
    return sendError(reply, 'INTERNAL', { status: 500 });
  }
  return sendError(reply, codeForStatus(status), { status });
}

/**
 * Every API answer is the envelope: errors thrown anywhere, validation failures, unknown paths (404) and
 * known paths with another method (405). Paths outside /api are left to `fallback` (the web app).
 */
export const envelopePlugin = fp<{ fallback?: (request: FastifyRequest, reply: FastifyReply) => unknown }>(
  async (app: FastifyInstance, options) => {
    const routes = createRouteIndex();
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/api')) routes.add(route.method, route.url);
    });
    app.setErrorHandler(handleError);
    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (options.fallback && !/^\/api(\/|$)/i.test(pathname)) return options.fallback(request, reply);
      const allowed = routes.methodsFor(pathname);
      if (allowed.length > 0) {
        reply.header('allow', allowed.join(', '));
        return sendError(reply, 'METHOD_NOT_ALLOWED', { status: 405 });
      }
      return sendError(reply, 'NOT_FOUND', { status: 404 });
    });
  },
  { name: 'envelope' },
);
