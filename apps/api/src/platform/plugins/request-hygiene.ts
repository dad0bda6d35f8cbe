import type { TLocale } from '@brifa/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './envelope.ts';
import { readRequestContext } from './request-context.ts';

/** C0 control characters and DEL: never part of a path or a query value (PostgreSQL text refuses NUL). */
function hasControl(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** The path and query as the router and the handlers will read them, or undefined when they cannot be decoded. */
function decodedParts(url: string): string[] | undefined {
  const [path = '', query = ''] = url.split(/\?(.*)/s);
  try {
    const values = [...new URLSearchParams(query)].flat();
    return [decodeURIComponent(path), ...values];
  } catch {
    return undefined;
  }
}

/** A NUL anywhere in a parsed JSON body (strings and keys); bodies are bounded by BODY_LIMIT_BYTES. */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => hasNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || hasNul(item, depth + 1));
}

/**
 * Malformed requests answer a 4xx in the envelope before any handler sees them: a path that cannot be
 * decoded or that starts with "//", control characters in the path or a query value, NUL in a JSON body,
 * and bodies in a content type no route parses (415: Fastify's text/plain parser is removed, so a text body
 * never reaches a handler that expects an object).
 */
export const requestHygienePlugin = fp(
  async (app: FastifyInstance) => {
    app.removeContentTypeParser('text/plain');
    app.addHook('onRequest', async (request, reply) => {
      const url = request.raw.url ?? '/';
      const parts = url.startsWith('//') ? undefined : decodedParts(url);
      if (!parts) return sendError(reply, 'BAD_REQUEST', { status: 400 });
      if (parts.some(hasControl)) return sendError(reply, 'INVALID_CHARACTERS');
    });
    app.addHook('preValidation', async (request, reply) => {
      if (hasNul(request.body)) return sendError(reply, 'INVALID_CHARACTERS');
    });
  },
  { name: 'request-hygiene', dependencies: ['context', 'envelope'] },
);

/**
 * Fastify's own answer to a URL its router cannot read (FST_ERR_BAD_URL) comes before any hook: it gets the
 * envelope here, in the caller's language.
 */
export function frameworkErrorHandler(defaultLocale: (host: string | undefined) => TLocale) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    request.ctx ??= readRequestContext(request, defaultLocale(request.headers.host));
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
    return sendError(reply, 'BAD_REQUEST', { status });
  };
}
