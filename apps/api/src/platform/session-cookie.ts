import type { IncomingHttpHeaders } from 'node:http';
import { AUTH_COOKIE, AUTH_COOKIE_DAYS } from '@brifa/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TConfig } from './config.ts';

/**
 * The browser's session (spec/product.md section 4, 25 days): the token travels in an HttpOnly cookie the
 * server sets, so no page script can read it. API clients keep the token of the JSON answer as a bearer header.
 */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(AUTH_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: AUTH_COOKIE_DAYS * 24 * 60 * 60,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(AUTH_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isStateChanging(method: string): boolean {
  return UNSAFE_METHODS.has(method.toUpperCase());
}

function originOf(url: string): URL | undefined {
  try {
    const parsed = new URL(url);
    return parsed.origin === 'null' ? undefined : parsed;
  } catch {
    return undefined;
  }
}

/** What the origin check needs of a request (a Fastify request, or a WebSocket upgrade's IncomingMessage). */
export type TOriginRequest = { headers: IncomingHttpHeaders };

function firstHeader(request: TOriginRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The app's own origins: PUBLIC_URL, CORS_ORIGINS, and the host the request was sent to (any scheme: the
 * scheme behind a TLS proxy is not known here, and an http page of the same host never gets the Secure cookie).
 */
function isOwn(url: URL, request: TOriginRequest, config: TConfig): boolean {
  const host = firstHeader(request, 'host')?.toLowerCase();
  if (host && url.host.toLowerCase() === host) return true;
  const listed = [config.PUBLIC_URL, ...config.CORS_ORIGINS.split(',')];
  return listed.some((entry) => entry && originOf(entry.trim())?.origin === url.origin);
}

/**
 * Whether a request comes from a page of the app itself: its Origin, else its Referer, else the browser's
 * Sec-Fetch-Site. A request that shows none of them is not trusted with the cookie (browsers send one).
 */
export function comesFromOwnOrigin(request: TOriginRequest, config: TConfig): boolean {
  const origin = firstHeader(request, 'origin');
  if (origin !== undefined) {
    const parsed = originOf(origin);
    return !!parsed && isOwn(parsed, request, config);
  }
  const referer = firstHeader(request, 'referer');
  if (referer) {
    const parsed = originOf(referer);
    return !!parsed && isOwn(parsed, request, config);
  }
  return firstHeader(request, 'sec-fetch-site') === 'same-origin';
}
