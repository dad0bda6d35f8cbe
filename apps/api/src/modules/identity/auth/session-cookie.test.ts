import type { AddressInfo } from 'node:net';
import { AUTH_COOKIE, AUTH_COOKIE_DAYS } from '@brifa/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { agencyBody, bearer, clientBody, e164, lastCodeTo, signUp } from '../../../../test/accounts.ts';
import { buildTestApp, type TTestApp } from '../../../../test/helpers.ts';

const HOST = 'app.brifa.test';
const OWN = `http://${HOST}`;

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({
    env: {
      PUBLIC_URL: 'https://www.brifa.test',
      CORS_ORIGINS: 'https://panel.brifa.test',
      // app.inject comes from 127.0.0.1: its X-Forwarded-Proto counts as a proxy's (issue 15's TRUSTED_PROXIES).
      TRUSTED_PROXIES: '127.0.0.1',
    },
  });
});
afterAll(() => t.close());

function sessionCookie(res: LightMyRequestResponse) {
  return res.cookies.find((cookie) => cookie.name === AUTH_COOKIE);
}

function withCookie(token: string, headers: Record<string, string> = {}) {
  return { host: HOST, cookie: `${AUTH_COOKIE}=${token}`, ...headers };
}

const changeLanguage = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/user/language',
    headers,
    payload: { LanguageCode: 'en-TR' },
  });

describe('the session cookie', () => {
  it('is set HttpOnly, SameSite=Lax, Path=/ for 25 days by sign-in, and the token stays in the answer', async () => {
    const { body, token: registered } = await signUp(t.app, t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/OAuth/authorize',
      headers: { host: HOST },
      payload: { Email: body.Email, Password: body.Password },
    });
    expect(res.statusCode).toBe(200);
    const cookie = sessionCookie(res);
    expect(cookie).toMatchObject({
      value: res.json().Data.Token,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: AUTH_COOKIE_DAYS * 24 * 60 * 60,
    });
    // Plain http: not Secure (the browser would drop it); over HTTPS it is.
    expect(cookie?.secure).toBeFalsy();
    expect(registered).toMatch(/^ey/);
  });

  it('is Secure when the request came over HTTPS', async () => {
    const { body } = await signUp(t.app, t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/OAuth/authorize',
      headers: { host: HOST, 'x-forwarded-proto': 'https' },
      payload: { Email: body.Email, Password: body.Password },
    });
    expect(sessionCookie(res)).toMatchObject({ httpOnly: true, secure: true });
  });

  it('is set by the sign-up code (not by the sign-up itself, which answers alike for every address) and by the phone-code login', async () => {
    for (const [url, body] of [
      ['/api/v1/user/register', clientBody()],
      ['/api/v1/provider/register', agencyBody()],
    ] as const) {
      const started = await t.app.inject({ method: 'POST', url, payload: body });
      expect(started.statusCode, started.body).toBe(201);
      expect(sessionCookie(started)).toBeUndefined();
      const phone = String(body.CellPhoneNumber);
      const confirmed = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/register/confirm',
        payload: { CellPhoneNumber: phone, Code: await lastCodeTo(t.database.db, e164(phone)) },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(201);
      expect(sessionCookie(confirmed)).toMatchObject({ value: confirmed.json().Data.Token, httpOnly: true });
    }

    const { phone } = await signUp(t.app, t.database.db);
    const send = await t.app.inject({
      method: 'POST',
      url: '/api/v1/verification/send',
      payload: { CellPhoneNumber: phone.slice(3), Purpose: 'login' },
    });
    expect(send.statusCode, send.body).toBe(200);
    const code = await lastCodeTo(t.database.db, e164(phone.slice(3)));
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/OAuth/authorize',
      payload: { CellPhoneNumber: phone.slice(3), Code: code },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(sessionCookie(login)).toMatchObject({ value: login.json().Data.Token, httpOnly: true });
  });

  it('signs calls in by itself, and logout revokes the session and clears the cookie', async () => {
    const { token, userId } = await signUp(t.app, t.database.db);
    const me = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/user/me/${userId}`,
        headers: withCookie(token, { origin: OWN }),
      });
    expect((await me()).json().Data.Id).toBe(userId);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/v1/Notification',
      headers: withCookie(token),
    });
    expect(read.statusCode, read.body).toBe(200);

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/OAuth/logout',
      headers: withCookie(token, { origin: OWN }),
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const cleared = sessionCookie(out);
    expect(cleared?.value).toBe('');
    expect(cleared?.httpOnly).toBe(true);
    expect(new Date(String(cleared?.expires)).getTime()).toBeLessThan(Date.now());

    const after = await me();
    expect(after.statusCode).toBe(401);
    // A cookie the server refuses is cleared too: page script cannot remove it.
    expect(sessionCookie(after)?.value).toBe('');
  });

  it('refuses a change signed in by the cookie from another origin, in the caller’s language', async () => {
    const { token } = await signUp(t.app, t.database.db);
    const foreign = await changeLanguage(withCookie(token, { origin: 'https://evil.example' }));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ ErrorCode: 'CROSS_SITE_REQUEST', IsSuccessful: false });
    expect(foreign.json().Message).toMatch(/kendi sayfalarından/);

    const english = await changeLanguage(
      withCookie(token, { origin: 'https://evil.example', 'accept-language': 'en-TR' }),
    );
    expect(english.json().Message).toMatch(/our own pages/);

    const foreignReferer = await changeLanguage(withCookie(token, { referer: 'https://evil.example/x' }));
    expect(foreignReferer.statusCode).toBe(403);
    const crossSite = await changeLanguage(withCookie(token, { 'sec-fetch-site': 'cross-site' }));
    expect(crossSite.statusCode).toBe(403);
    const nothing = await changeLanguage(withCookie(token));
    expect(nothing.statusCode).toBe(403);
    const opaque = await changeLanguage(withCookie(token, { origin: 'null' }));
    expect(opaque.statusCode).toBe(403);
  });

  it('accepts a change signed in by the cookie from the own host, PUBLIC_URL and CORS_ORIGINS', async () => {
    const { token } = await signUp(t.app, t.database.db);
    for (const headers of <Record<string, string>[]>[
      { origin: OWN },
      { origin: 'https://www.brifa.test' },
      { origin: 'https://panel.brifa.test' },
      { referer: `${OWN}/ayarlar` },
      { 'sec-fetch-site': 'same-origin' },
    ]) {
      const res = await changeLanguage(withCookie(token, headers));
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it('leaves bearer calls as they were, whatever their origin', async () => {
    const { token } = await signUp(t.app, t.database.db);
    const res = await changeLanguage({ ...bearer(token), origin: 'https://evil.example' });
    expect(res.statusCode).toBe(200);
    // The bearer header wins over a cookie of someone else.
    const other = await signUp(t.app, t.database.db);
    const mixed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/user/me/${other.userId}`,
      headers: { ...bearer(other.token), cookie: `${AUTH_COOKIE}=${token}` },
    });
    expect(mixed.json().Data.Id).toBe(other.userId);
  });

  it('does not stop anonymous calls that carry a cookie', async () => {
    const { token } = await signUp(t.app, t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/verification/check',
      headers: withCookie(token, { origin: 'https://evil.example' }),
      payload: { CellPhoneNumber: '5321234567', Purpose: 'login', Code: '123456' },
    });
    expect(res.statusCode).not.toBe(403);
  });
});

describe('the live socket', () => {
  /** Opens /api/v1/Live with the session cookie and no first message: resolves with `ready` or the close code. */
  async function openWithCookie(token: string, origin: string) {
    if (!t.app.server.listening) await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/v1/Live`, {
      headers: { cookie: `${AUTH_COOKIE}=${token}`, origin },
    });
    return new Promise<string>((resolve, reject) => {
      socket.on('message', (raw) => {
        resolve(String(JSON.parse(raw.toString()).event));
        socket.close();
      });
      socket.on('close', (code) => resolve(`closed ${code}`));
      socket.on('error', reject);
    });
  }

  it('signs in from the cookie on the upgrade from the own origin, and refuses another site', async () => {
    const { token } = await signUp(t.app, t.database.db);
    const port = () => (t.app.server.address() as AddressInfo | null)?.port;
    expect(await openWithCookie(token, 'https://www.brifa.test')).toBe('ready');
    expect(await openWithCookie(token, `http://127.0.0.1:${port()}`)).toBe('ready');
    expect(await openWithCookie(token, 'https://evil.example')).toBe('closed 4401');
    expect(await openWithCookie('not.a.token', 'https://www.brifa.test')).toBe('closed 4401');
  });
});
