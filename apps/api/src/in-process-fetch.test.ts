import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../test/accounts.ts';
import { buildTestApp, type TTestApp } from '../test/helpers.ts';
import { inProcessFetch } from './in-process-fetch.ts';

/** What the web's api client sends from a loader (lib/api-client.ts), here at the HTTP path's address. */
const API = 'http://127.0.0.1:3000';
const VISITOR = '203.0.113.7';

describe('the web loaders’ in-process call of the API', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      // A proxy on this machine is trusted: a forged X-Forwarded-For must still not move the address.
      env: { TRUSTED_PROXIES: 'loopback' },
      routes: async (app) => {
        app.get('/test/who', async (request) => ({
          ip: request.ip,
          socket: request.socket.remoteAddress,
          locale: request.ctx.locale,
          tokenSource: request.ctx.tokenSource ?? null,
        }));
      },
    });
  });
  afterAll(() => t.close());

  it('reaches the API as the visitor, with the headers the HTTP path sends', async () => {
    const answer = await inProcessFetch(t.app, VISITOR)(`${API}/api/v1/test/who`, {
      headers: { 'accept-language': 'en-US', 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' },
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ip: VISITOR, socket: VISITOR, locale: 'en', tokenSource: null });
  });

  it('signs in with the visitor’s token, so the API answers for the same user', async () => {
    const { token, userId, body } = await signUp(t.app, t.database.db);
    const answer = await inProcessFetch(t.app, VISITOR)(`${API}/api/v1/user/me/${userId}`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: '{}',
    });
    expect(answer.status).toBe(200);
    const user = ((await answer.json()) as { Data: { Id: number; Email: string } }).Data;
    expect(user.Id).toBe(userId);
    expect(user.Email).toBe(body.Email);
    const anonymous = await inProcessFetch(t.app, VISITOR)(`${API}/api/v1/user/me/${userId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(anonymous.status).toBe(401);
  });

  it('is not this machine for the development routes unless the visitor is', async () => {
    const outbox = (address: string) => inProcessFetch(t.app, address)(`${API}/api/dev/outbox`);
    expect((await outbox(VISITOR)).status).toBe(404);
    expect((await outbox('127.0.0.1')).status).toBe(200);
  });
});
