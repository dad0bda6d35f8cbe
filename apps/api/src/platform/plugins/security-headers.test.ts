import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/helpers.ts';
import { loadWebHandler } from '../../web-handler.ts';

const API_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

describe('headers of API answers', () => {
  let t: TTestApp;
  beforeAll(async () => {
    // app.inject comes from 127.0.0.1: its X-Forwarded-Proto counts as a proxy's (issue 15's TRUSTED_PROXIES).
    t = await buildTestApp({ env: { TRUSTED_PROXIES: '127.0.0.1' } });
  });
  afterAll(() => t.close());

  it('carry nosniff, deny framing and a closed CSP, on success and on errors', async () => {
    for (const url of ['/api/v1/Category', '/api/v1/no-such-thing', '/api/v1/user/me/1']) {
      const res = await t.app.inject({ method: url.includes('/me/') ? 'POST' : 'GET', url });
      expect(res.headers, url).toMatchObject(API_HEADERS);
      expect(String(res.headers['permissions-policy'])).toContain('camera=()');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('add HSTS only when the request came over HTTPS', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/Category',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

// The pages need the built web app (npm run build; the browser tests build it and check the same).
const buildDir = fileURLToPath(new URL('../../../../web/build', import.meta.url));
const built = existsSync(`${buildDir}/server/index.js`);

describe.skipIf(!built)('headers of pages', () => {
  let t: TTestApp;
  beforeAll(async () => {
    const web = await loadWebHandler(buildDir);
    t = await buildTestApp({
      env: { PUBLIC_API_URL: 'https://api.brifa.test' },
      ...(web ? { web: web.render } : {}),
    });
  });
  afterAll(() => t.close());

  const home = () => t.app.inject({ method: 'GET', url: '/', headers: { host: 'www.brifa.test' } });

  it('carry a CSP with a fresh nonce that every inline script and style of the page carries', async () => {
    const res = await home();
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    const csp = String(res.headers['content-security-policy']);
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("style-src-attr 'unsafe-inline'");
    expect(csp).toContain('frame-src https://www.youtube.com');
    // The API of PUBLIC_API_URL and the live socket, on this host and the API's.
    expect(csp).toMatch(
      /connect-src 'self' ws:\/\/www\.brifa\.test wss:\/\/www\.brifa\.test https:\/\/api\.brifa\.test wss:\/\/api\.brifa\.test/,
    );
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/api\.brifa\.test/);
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);

    const html = res.body;
    const inlineScripts = [...html.matchAll(/<script\b([^>]*)>/g)]
      .map((match) => match[1] ?? '')
      .filter((attributes) => !/\bsrc=/.test(attributes));
    expect(inlineScripts.length).toBeGreaterThan(2);
    for (const attributes of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
    const styles = [...html.matchAll(/<style\b([^>]*)>/g)].map((match) => match[1] ?? '');
    expect(styles.length).toBeGreaterThan(0);
    for (const attributes of styles) expect(attributes).toContain(`nonce="${nonce}"`);

    const again = String((await home()).headers['content-security-policy']);
    expect(again).not.toContain(nonce);
  });
});
