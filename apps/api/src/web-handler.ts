import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import {
  AUTH_COOKIE,
  LANGUAGE_COOKIE,
  localeFromAcceptLanguage,
  parseLanguageCookie,
} from '@brifa/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { inProcessFetch } from './in-process-fetch.ts';
import { joinPage, PageCache, splitPage, type TCachedPage } from './page-cache.ts';
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
  return signedIn(request) || setsCookie || response.status !== 200 ? PRIVATE_PAGE : asked;
}

/** Tells whether a page came from the micro-cache: `hit`, `stale` (a refresh is under way) or `miss`. */
export const PAGE_CACHE_HEADER = 'x-page-cache';

/** A page streamed as it renders; a 256 kB window holds every page (the encoder's memory grows with it). */
const brotliOptions = {
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 },
};
const brotliStream = () => zlib.createBrotliCompress(brotliOptions);
const brotliBuffer = promisify(zlib.brotliCompress);
/**
 * A kept page is compressed again for every answer (its nonce differs): quality 4 in a window just large enough
 * costs half of quality 5's CPU for about 7 % more bytes, and far less of the encoder's memory, which V8 counts
 * against the heap (measured on the profile page: 1.3 against 3.0 ms, 21.0 against 19.6 kB).
 */
const brotli = (input: Buffer) =>
  brotliBuffer(input, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
      [zlib.constants.BROTLI_PARAM_LGWIN]: Math.max(16, Math.min(22, Math.ceil(Math.log2(input.length + 1)))),
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length,
    },
  });
const gzip = promisify(zlib.gzip);

function addVaryEncoding(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary))
    reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/** A nonce for a render whose page goes only into the cache: sent to nobody, cut out before it is kept. */
function randomNonce(): string {
  return randomBytes(16).toString('base64');
}

/** How long after an agency's change its pages are forgotten once more (its transaction has committed). */
const AFTER_COMMIT_MS = 1000;

function createPageCache(app: FastifyInstance): PageCache | null {
  const { config, events } = app.deps;
  if (config.PAGE_CACHE_SECONDS <= 0) return null;
  const cache = new PageCache({
    freshMs: config.PAGE_CACHE_SECONDS * 1000,
    staleMs: config.PAGE_CACHE_STALE_SECONDS * 1000,
    maxBytes: config.PAGE_CACHE_MB * 1024 * 1024,
  });
  // An agency's profile, reviews or listing changed (agencies.events.ts): every page may show it (the
  // directory, the profile, the home page's figures). Forgotten at once, and again when the change's
  // transaction has committed, so a page rendered in between from the old rows does not stay.
  const forget = async () => {
    cache.invalidate();
    setTimeout(() => cache.invalidate(), AFTER_COMMIT_MS).unref();
  };
  events.on('agency.changed', forget);
  // Issue 21 item 8: a timeline card named or anonymous again (a consent given or withdrawn, a named
  // agreement ended): the timeline and the home page may show it.
  events.on('agreement.timeline_changed', forget);
  return cache;
}

function signedIn(request: FastifyRequest): boolean {
  return request.cookies?.[AUTH_COOKIE] !== undefined || !!request.headers.authorization;
}

/**
 * The micro-cache's key for this request, or undefined when it may not use the cache: only GET and HEAD from a
 * visitor with no session (no session cookie, no bearer header). The page depends on the full URL (scheme and
 * host choose the brand; path and query the page) and the language the visitor asks for (the `language` cookie,
 * else Accept-Language: apps/web lib/locale.ts); nothing else of the request is read by the pages that ask to
 * be shared (the session cookie makes them private). The user agent is not in the key: a crawler gets the whole
 * page at once (entry.server.tsx) and the public pages suspend nothing while rendering on the server, so both
 * ways write the same HTML. A page that comes to read another cookie or header must add it here.
 */
export function pageCacheKey(request: FastifyRequest, url: URL): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  if (signedIn(request)) return undefined;
  const fromCookie = parseLanguageCookie(request.cookies?.[LANGUAGE_COOKIE]);
  // An unreadable language cookie: rare, rendered each time rather than guessed at.
  if (fromCookie === 'invalid') return undefined;
  const language = fromCookie ?? localeFromAcceptLanguage(request.headers['accept-language']) ?? '';
  return `${url.href}\n${language}`;
}

/**
 * How long the micro-cache may keep this answer (ms), or undefined when it may not: a 200 HTML page that sets no
 * cookie and asked to be shared (page-cache.ts in the web app: the directory, profiles, the home page, only for
 * visitors nobody is signed in as), no longer than the page's own s-maxage.
 */
export function keepableFor(
  request: FastifyRequest,
  response: Response,
  freshMs: number,
): number | undefined {
  if (response.status !== 200 || response.headers.getSetCookie().length > 0) return undefined;
  if (!/^text\/html\b/i.test(response.headers.get('content-type') ?? '')) return undefined;
  const cacheControl = pageCacheControl(request, response, false);
  if (!/\b(public|s-maxage)\b/i.test(cacheControl) || /\b(private|no-store)\b/i.test(cacheControl))
    return undefined;
  const sMaxAge = /\bs-maxage=(\d+)/i.exec(cacheControl)?.[1];
  const kept = sMaxAge === undefined ? freshMs : Math.min(freshMs, Number(sMaxAge) * 1000);
  return kept > 0 ? kept : undefined;
}

/** The headers a kept page is served with: the render's, less the length (the nonce may differ in length). */
function storedHeaders(response: Response): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie' && name !== 'content-length' && name !== 'content-encoding')
      headers.push([name, value]);
  }
  return headers;
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
  /** The micro-cache of anonymous public pages; null when PAGE_CACHE_SECONDS is 0. */
  let cache: PageCache | null | undefined;

  /** Renders the page at `url` for this request, its inline scripts and styles carrying `cspNonce`. */
  async function renderPage(request: FastifyRequest, url: URL, cspNonce: string): Promise<Response> {
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
    provideApiFetch?.(pageRequest, inProcessFetch(request.server, request.ip));
    return handle(pageRequest, { cspNonce });
  }

  /** Sends a rendered page as it streams, with its caching headers, compressed when the browser takes it. */
  function sendRendered(request: FastifyRequest, reply: FastifyReply, response: Response) {
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
    addVaryEncoding(reply);
    return reply.send(stream.pipe(encoding === 'br' ? brotliStream() : zlib.createGzip()));
  }

  /** Sends a kept page with this answer's nonce in it (its CSP header already carries the same nonce). */
  async function sendCached(
    request: FastifyRequest,
    reply: FastifyReply,
    page: TCachedPage,
    cspNonce: string,
    state: 'hit' | 'stale' | 'miss',
  ) {
    reply.code(200);
    for (const [name, value] of page.headers) reply.header(name, value);
    reply.header(PAGE_CACHE_HEADER, state);
    if (request.method === 'HEAD') return reply.send();
    const html = joinPage(page.parts, cspNonce);
    const encoding = pageEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(html);
    reply.header('content-encoding', encoding);
    addVaryEncoding(reply);
    // Compressed in libuv's thread pool, off the thread that renders.
    return reply.send(await (encoding === 'br' ? brotli(html) : gzip(html)));
  }

  /**
   * Renders a page that may be kept: kept (and returned) when it came out as a shared page, else sent to this
   * visitor as it is and undefined returned. `reply` absent: a refresh in the background, sent to nobody.
   */
  async function renderToKeep(
    cache: PageCache,
    request: FastifyRequest,
    url: URL,
    cspNonce: string,
    reply?: FastifyReply,
  ): Promise<TCachedPage | undefined> {
    const response = await renderPage(request, url, cspNonce);
    const freshMs = keepableFor(request, response, cache.freshMs);
    if (freshMs === undefined || !response.body) {
      if (reply) await sendRendered(request, reply, response);
      else await response.body?.cancel();
      return undefined;
    }
    const html = Buffer.from(await response.arrayBuffer());
    // A boundary that failed after the shell was sent renders on the client ($RX): not a page to keep.
    if (html.includes('$RX(')) {
      if (reply) await sendRendered(request, reply, new Response(html, response));
      return undefined;
    }
    return cache.page(splitPage(html, cspNonce), storedHeaders(response), freshMs);
  }

  /** Serves the page from the micro-cache (or fills it). False when this request cannot use it. */
  async function renderThroughCache(
    request: FastifyRequest,
    reply: FastifyReply,
    url: URL,
    cspNonce: string,
  ): Promise<boolean> {
    const store = cache;
    const key = store && pageCacheKey(request, url);
    if (!store || !key) return false;
    const found = store.lookup(key);
    if (found) {
      if (found.state === 'stale' && request.method === 'GET' && !store.filling(key)) {
        // Refreshed with a nonce nobody is sent; this visitor gets the stale page meanwhile.
        void store
          .fill(key, () => renderToKeep(store, request, url, randomNonce()))
          .catch((error) => {
            request.log.error(error, 'refreshing a cached page failed');
          });
      }
      await sendCached(request, reply, found.page, cspNonce, found.state === 'fresh' ? 'hit' : 'stale');
      return true;
    }
    // A HEAD renders no body to keep.
    if (request.method !== 'GET') return false;
    let leader = false;
    const page = await store
      .fill(key, () => {
        leader = true;
        // A page that is not to be kept is sent to this visitor right there.
        return renderToKeep(store, request, url, cspNonce, reply);
      })
      .catch((error: unknown) => {
        if (leader) throw error;
        return undefined;
      });
    if (page) {
      // Kept: this visitor's copy with their nonce, also when it waited for another visitor's render.
      await sendCached(request, reply, page, cspNonce, leader ? 'miss' : 'hit');
      return true;
    }
    // The leader's page was sent as it was; one that waited in vain renders its own.
    return leader;
  }

  /** Renders the page at the request's URL, or at `path` instead (a 404 page for a refused development page). */
  async function render(request: FastifyRequest, reply: FastifyReply, path?: string) {
    // Joined, not resolved: a path starting with "//" must not become another host (nor a 500).
    const url = URL.parse(
      `${request.protocol}://${request.headers.host ?? 'localhost'}${path ?? request.url}`,
    );
    if (!url) return sendError(reply, 'BAD_REQUEST', { status: 400 });
    // The visitor's address (the connection's, or a trusted proxy's X-Forwarded-For); gone with the connection.
    if (!request.ip) return sendError(reply, 'BAD_REQUEST', { status: 400 });
    const config = request.server.deps.config;
    applyPageSecurity ??= pageSecurity(config);
    if (cache === undefined) cache = createPageCache(request.server);
    // The page's CSP headers; the same nonce goes on every inline script and style the render writes.
    const cspNonce = applyPageSecurity(request, reply);
    if (path === undefined && (await renderThroughCache(request, reply, url, cspNonce))) return reply;
    return sendRendered(request, reply, await renderPage(request, url, cspNonce));
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
