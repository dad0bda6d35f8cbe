import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { AUTH_COOKIE } from '@brifa/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { inProcessFetch } from './in-process-fetch.ts';
import { sendError } from './platform/plugins/envelope.ts';
import { pageSecurity } from './platform/plugins/security-headers.ts';

/** br or gzip when the browser takes them (every current browser does). */
function pageEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const accepted = (Array.isArray(header) ? header.join(',') : (header ?? '')).toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/** A page that may sit in a shared cache must show only public data: never to a signed-in visitor. */
const PRIVATE_PAGE = 'private, no-cache';

/**
 * The page's Cache-Control: what its route asked for (the directory and agency profiles ask for shared caching
 * when nobody is signed in, apps/web lib/page-cache.ts), unless the request carries a session cookie or the
 * answer sets a cookie or is not a 200; every other page is private.
 */
function pageCacheControl(request: FastifyRequest, response: Response, setsCookie: boolean): string {
  const asked = response.headers.get('cache-control');
  const shared = !!asked && /\b(public|s-maxage)\b/i.test(asked);
  if (!shared) return asked ?? PRIVATE_PAGE;
  const signedIn = request.cookies?.[AUTH_COOKIE] !== undefined || !!request.headers.authorization;
  return signedIn || setsCookie || response.status !== 200 ? PRIVATE_PAGE : asked;
}

/**
 * Serves the built web app (apps/web/build) from the API's port: hashed assets as static files, every other
 * non-API path rendered on the server by React Router. Returns undefined when the app has not been built.
 */
export async function loadWebHandler(buildDir: string) {
  const serverEntry = path.resolve(buildDir, 'server/index.js');
  const clientDir = path.resolve(buildDir, 'client');
  if (!existsSync(serverEntry)) return undefined;
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, 'production');
  /** entry.server.tsx's hook: the page's loaders call this API in-process (apps/web lib/api-transport.server.ts). */
  const provideApiFetch = (
    build.entry.module as { provideApiFetch?: (request: Request, apiFetch: typeof fetch) => void }
  ).provideApiFetch;
  let applyPageSecurity: ReturnType<typeof pageSecurity> | undefined;

  /** Renders the page at the request's URL, or at `path` instead (a 404 page for a refused development page). */
  async function render(request: FastifyRequest, reply: FastifyReply, path?: string) {
    // Joined, not resolved: a path starting with "//" must not become another host (nor a 500).
    const url = URL.parse(
      `${request.protocol}://${request.headers.host ?? 'localhost'}${path ?? request.url}`,
    );
    if (!url) return sendError(reply, 'BAD_REQUEST', { status: 400 });
    applyPageSecurity ??= pageSecurity(request.server.deps.config);
    // The page's CSP headers; the same nonce goes on every inline script and style the render writes.
    const cspNonce = applyPageSecurity(request, reply);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (Array.isArray(value)) for (const v of value) headers.append(name, v);
      else if (value !== undefined) headers.set(name, value);
    }
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
    const body = hasBody
      ? typeof request.body === 'string' || Buffer.isBuffer(request.body)
        ? request.body
        : JSON.stringify(request.body)
      : undefined;
    const pageRequest = new Request(url, { method: request.method, headers, body });
    // The visitor's address (the connection's, or a trusted proxy's X-Forwarded-For); gone with the connection.
    if (!request.ip) return sendError(reply, 'BAD_REQUEST', { status: 400 });
    provideApiFetch?.(pageRequest, inProcessFetch(request.server, request.ip));
    const response = await handle(pageRequest, { cspNonce });
    reply.code(response.status);
    for (const [name, value] of response.headers) {
      if (name !== 'set-cookie') reply.header(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    reply.header('cache-control', pageCacheControl(request, response, cookies.length > 0));
    if (!response.body) return reply.send();
    const stream = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
    // Pages are rendered from the not-found handler, which @fastify/compress's per-route hooks do not reach.
    const encoding = pageEncoding(request.headers['accept-encoding']);
    if (!encoding || response.headers.has('content-encoding')) return reply.send(stream);
    reply.header('content-encoding', encoding);
    if (!/accept-encoding/i.test(String(reply.getHeader('vary') ?? '')))
      reply.header('vary', 'accept-encoding');
    return reply.send(
      stream.pipe(
        encoding === 'br'
          ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
          : zlib.createGzip(),
      ),
    );
  }

  async function registerAssets(app: FastifyInstance) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  return { render, registerAssets };
}
