import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { AUTH_COOKIE, LANGUAGE_COOKIE } from '@brifa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../test/accounts.ts';
import { openTestDatabase, TEST_NOW } from '../test/helpers.ts';
import { buildApp } from './app.ts';
import { fixedClock } from './platform/clock.ts';
import { loadConfig } from './platform/config.ts';
import type { TDatabase } from './platform/db.ts';
import { depsOf } from './platform/deps.ts';
import { keepableFor, loadWebHandler, PAGE_CACHE_HEADER } from './web-handler.ts';

// The pages need the built web app (npm run build; WEB_BUILD_DIR for another build directory).
const root = fileURLToPath(new URL('../../..', import.meta.url));
const buildDir = path.resolve(root, process.env.WEB_BUILD_DIR ?? 'apps/web/build');
const built = existsSync(path.join(buildDir, 'server/index.js'));
const VISITOR = '198.51.100.23';

describe.skipIf(!built)('pages served by the API', () => {
  let database: TDatabase;
  let app: FastifyInstance;
  /** The client address of every API call, as the API saw it. */
  const apiCallers: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    const web = await loadWebHandler(buildDir);
    app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        SERVE_WEB: 'false',
        OUTBOX_WORKER: 'false',
      }),
      database,
      clock: fixedClock(TEST_NOW),
      ...(web ? { web: web.render } : {}),
    });
    app.addHook('onRequest', async (request) => {
      if (request.url.startsWith('/api/')) apiCallers.push(String(request.ip));
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url,
      remoteAddress: VISITOR,
      headers: { 'accept-language': 'tr', ...headers },
    });

  it('render with the API called in this process as the visitor, never as this machine', async () => {
    apiCallers.length = 0;
    const res = await page('/filter/agency');
    expect(res.statusCode).toBe(200);
    // The directory's filters come from the catalogue: the API answered the loader.
    expect(res.body).toContain('Dijital Pazarlama');
    expect(apiCallers.length).toBeGreaterThan(0);
    expect(new Set(apiCallers)).toEqual(new Set([VISITOR]));
  });

  it('show a signed-in visitor as themselves, privately; the anonymous page may be shared briefly', async () => {
    const { token, body } = await signUp(app, database.db);
    const signedIn = await page('/filter/agency', { cookie: `${AUTH_COOKIE}=${token}` });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain(String(body.Email));
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');

    const anonymous = await page('/filter/agency');
    expect(anonymous.body).not.toContain(String(body.Email));
    expect(anonymous.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
    expect(String(anonymous.headers.vary)).toMatch(/Cookie.*Accept-Language.*Accept-Encoding/i);
  });

  it('keep pages that are not public data private, and out of the page cache', async () => {
    for (const url of ['/giris', '/nasil-calisir']) {
      for (let i = 0; i < 2; i++) {
        const res = await page(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toBe('private, no-cache');
        expect(res.headers[PAGE_CACHE_HEADER], url).toBeUndefined();
      }
    }
    // The home page shows public data: shared briefly when nobody is signed in.
    expect((await page('/')).headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
  });

  /** The CSP nonce of an answer, from its header, and every nonce its HTML carries. */
  function noncesOf(res: { headers: Record<string, unknown>; body: string }) {
    const csp = String(res.headers['content-security-policy']);
    const header = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
    const inHtml = new Set([...res.body.matchAll(/\bnonce="([^"]*)"/g)].map((match) => match[1]));
    return { header, inHtml };
  }

  it('serve an anonymous page again from the page cache, each answer with a nonce of its own', async () => {
    const url = '/filter/agency?cache=nonce';
    const first = await page(url);
    expect(first.headers[PAGE_CACHE_HEADER]).toBe('miss');
    const seen = new Set<string>();
    for (const res of [first, await page(url), await page(url)]) {
      expect(res.statusCode).toBe(200);
      const { header, inHtml } = noncesOf(res);
      expect(header).toBeTruthy();
      expect([...inHtml]).toEqual([header]);
      expect(seen.has(String(header))).toBe(false);
      seen.add(String(header));
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    }
    const again = await page(url);
    expect(again.headers[PAGE_CACHE_HEADER]).toBe('hit');
    // The same page: only the nonce differs.
    const { header } = noncesOf(again);
    expect(again.body.replaceAll(String(header), 'N')).toBe(
      first.body.replaceAll(String(noncesOf(first).header), 'N'),
    );
    // Compressed as the browser asks, from the cache too.
    const compressed = await page(url, { 'accept-encoding': 'br' });
    expect(compressed.headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect(compressed.headers['content-encoding']).toBe('br');
    const html = zlib.brotliDecompressSync(compressed.rawPayload).toString('utf8');
    expect(html).toContain(`nonce="${noncesOf({ headers: compressed.headers, body: html }).header}"`);
    // HEAD is answered from the cache, without a body.
    const head = await app.inject({
      method: 'HEAD',
      url,
      remoteAddress: VISITOR,
      headers: { 'accept-language': 'tr' },
    });
    expect(head.headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect(head.body).toBe('');
  });

  it('forget the cached pages when a timeline card is named or anonymous again (issue 21 item 8)', async () => {
    const url = '/timeline?cache=consent';
    expect((await page(url)).headers[PAGE_CACHE_HEADER]).toBe('miss');
    expect((await page(url)).headers[PAGE_CACHE_HEADER]).toBe('hit');
    const ref = { id: 1, offerId: 1, offerKey: 'k', matchId: 1, providerId: 1, clientUserId: 1 };
    const deps = depsOf(app);
    await deps.events.emit(deps, 'agreement.timeline_changed', { agreement: ref });
    expect((await page(url)).headers[PAGE_CACHE_HEADER]).toBe('miss');
  });

  it('never give a signed-in visitor a cached page, nor keep theirs', async () => {
    const { token, body } = await signUp(app, database.db);
    const url = '/filter/agency?cache=session';
    const signedIn = await page(url, { cookie: `${AUTH_COOKIE}=${token}` });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers[PAGE_CACHE_HEADER]).toBeUndefined();
    expect(signedIn.body).toContain(String(body.Email));
    // Nothing was kept from the signed-in render: the first anonymous visitor renders it.
    const anonymous = await page(url);
    expect(anonymous.headers[PAGE_CACHE_HEADER]).toBe('miss');
    expect(anonymous.body).not.toContain(String(body.Email));
    expect((await page(url)).headers[PAGE_CACHE_HEADER]).toBe('hit');
    const sessions: Array<Record<string, string>> = [
      { cookie: `${AUTH_COOKIE}=${token}` },
      { authorization: `Bearer ${token}` },
    ];
    for (const headers of sessions) {
      const again = await page(url, headers);
      expect(again.headers[PAGE_CACHE_HEADER]).toBeUndefined();
      expect(again.headers['cache-control']).toBe('private, no-cache');
    }
    expect((await page(url, { cookie: `${AUTH_COOKIE}=${token}` })).body).toContain(String(body.Email));
  });

  it('keep each language apart', async () => {
    const url = '/filter/agency?cache=language';
    const turkish = await page(url);
    expect(turkish.headers[PAGE_CACHE_HEADER]).toBe('miss');
    expect(turkish.body).toContain('<html lang="tr"');
    const english = await page(url, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(english.headers[PAGE_CACHE_HEADER]).toBe('miss');
    expect(english.body).toContain('<html lang="en"');
    // The language cookie outranks the browser's language, as the page itself does.
    const byCookie = await page(url, { cookie: `${LANGUAGE_COOKIE}=en-TR` });
    expect(byCookie.headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect(byCookie.body).toContain('<html lang="en"');
    const turkishAgain = await page(url, { 'accept-language': 'en', cookie: `${LANGUAGE_COOKIE}=tr-TR` });
    expect(turkishAgain.headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect(turkishAgain.body).toContain('<html lang="tr"');
  });

  it('render a page once for visitors who ask at the same time', async () => {
    apiCallers.length = 0;
    const url = '/filter/agency?cache=together';
    const answers = await Promise.all(Array.from({ length: 4 }, () => page(url)));
    expect(answers.map((res) => res.headers[PAGE_CACHE_HEADER]).sort()).toEqual([
      'hit',
      'hit',
      'hit',
      'miss',
    ]);
    const nonces = answers.map((res) => noncesOf(res).header);
    expect(new Set(nonces).size).toBe(4);
    const once = apiCallers.length;
    apiCallers.length = 0;
    await page(url);
    expect(apiCallers.length).toBe(0);
    expect(once).toBeGreaterThan(0);
  });
});

describe('which rendered pages the page cache keeps', () => {
  const anonymous = { cookies: {}, headers: {} } as unknown as FastifyRequest;
  const shared = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
  const html = (headers: Record<string, string>, status = 200) =>
    new Response('<html></html>', { status, headers: { 'content-type': 'text/html', ...headers } });

  it('a public page, no longer than it asked', () => {
    expect(keepableFor(anonymous, html({ 'cache-control': shared }), 5000)).toBe(5000);
    expect(keepableFor(anonymous, html({ 'cache-control': 'public, s-maxage=2' }), 5000)).toBe(2000);
  });

  it('not a page that sets a cookie, is private, failed or is not HTML', () => {
    expect(
      keepableFor(anonymous, html({ 'cache-control': shared, 'set-cookie': 'a=b' }), 5000),
    ).toBeUndefined();
    expect(keepableFor(anonymous, html({}), 5000)).toBeUndefined();
    expect(keepableFor(anonymous, html({ 'cache-control': 'private, no-cache' }), 5000)).toBeUndefined();
    expect(keepableFor(anonymous, html({ 'cache-control': shared }, 404), 5000)).toBeUndefined();
    expect(keepableFor(anonymous, html({ 'cache-control': 'public, s-maxage=0' }), 5000)).toBeUndefined();
    const json = new Response('{}', {
      headers: { 'content-type': 'application/json', 'cache-control': shared },
    });
    expect(keepableFor(anonymous, json, 5000)).toBeUndefined();
  });
});
