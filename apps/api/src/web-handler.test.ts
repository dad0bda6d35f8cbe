import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTH_COOKIE } from '@brifa/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../test/accounts.ts';
import { openTestDatabase, TEST_NOW } from '../test/helpers.ts';
import { buildApp } from './app.ts';
import { fixedClock } from './platform/clock.ts';
import { loadConfig } from './platform/config.ts';
import type { TDatabase } from './platform/db.ts';
import { loadWebHandler } from './web-handler.ts';

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

  it('keep pages that are not public data private', async () => {
    for (const url of ['/', '/giris', '/nasil-calisir']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('private, no-cache');
    }
  });
});
