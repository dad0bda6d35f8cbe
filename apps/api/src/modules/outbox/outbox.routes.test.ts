import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientBody } from '../../../test/accounts.ts';
import { buildTestApp, openTestDatabase, TEST_NOW, type TTestApp } from '../../../test/helpers.ts';
import { buildApp } from '../../app.ts';
import { fixedClock } from '../../platform/clock.ts';
import { loadConfig } from '../../platform/config.ts';
import type { TDatabase } from '../../platform/db.ts';

let dev: TTestApp;
let off: TTestApp;
let on: TTestApp;
let production: TTestApp;
beforeAll(async () => {
  [dev, off, on, production] = await Promise.all([
    buildTestApp(),
    buildTestApp({ env: { DEV_ROUTES: 'off' } }),
    buildTestApp({ env: { DEV_ROUTES: 'on' } }),
    buildTestApp({ env: { NODE_ENV: 'production', PAYMENT_SANDBOX_IN_PRODUCTION: 'true' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([dev.close(), off.close(), on.close(), production.close()]);
});

const outbox = (t: TTestApp, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress, headers });

describe('the dev outbox', () => {
  it('lists what was sent, newest first, filtered by recipient (from this machine, by default)', async () => {
    const body = clientBody();
    await dev.app.inject({ method: 'POST', url: '/api/v1/user/register', payload: body });
    const res = await dev.app.inject({
      method: 'GET',
      url: `/api/dev/outbox?To=%2B90${body.CellPhoneNumber}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().Data.Items).toEqual([
      expect.objectContaining({
        Channel: 'sms',
        To: `+90${body.CellPhoneNumber}`,
        Status: 'stored',
        Template: 'verificationCodeSms',
      }),
    ]);
    expect((await outbox(dev, '::1')).statusCode).toBe(200);
    expect((await outbox(dev, '::ffff:127.0.0.1')).statusCode).toBe(200);
  });

  it('by default answers 404 to any other address, whatever it forwards', async () => {
    for (const [address, headers] of [
      ['192.168.1.20', {}],
      ['203.0.113.5', { 'x-forwarded-for': '127.0.0.1' }],
      ['10.0.0.1', { 'x-real-ip': '127.0.0.1', forwarded: 'for=127.0.0.1' }],
    ] as const) {
      const res = await outbox(dev, address, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ ErrorCode: 'NOT_FOUND', IsSuccessful: false });
    }
    const feedback = await dev.app.inject({
      method: 'POST',
      url: '/api/dev/feedback-request/any-key',
      remoteAddress: '203.0.113.5',
    });
    expect(feedback.statusCode).toBe(404);
    // However the path is spelled.
    const spelled = await dev.app.inject({
      method: 'GET',
      url: '/API//Dev//outbox',
      remoteAddress: '203.0.113.5',
    });
    expect(spelled.statusCode).toBe(404);
    expect((await dev.app.inject({ method: 'GET', url: '/API//Dev//outbox' })).statusCode).toBe(200);
  });

  it('with DEV_ROUTES=off answers 404 even to this machine; with on, to anyone', async () => {
    expect((await outbox(off)).statusCode).toBe(404);
    expect(
      (await off.app.inject({ method: 'POST', url: '/api/dev/feedback-request/any-key' })).statusCode,
    ).toBe(404);
    expect((await outbox(on, '203.0.113.5')).statusCode).toBe(200);
  });

  it('does not exist in production', async () => {
    const res = await outbox(production);
    expect(res.statusCode).toBe(404);
    expect(res.json().ErrorCode).toBe('NOT_FOUND');
    expect(production.app.deps.config.DEV_ROUTES).toBe('off');
  });

  it('production refuses to start with development routes open to all or loopback webhooks on', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_ROUTES: 'on' })).toThrow(/DEV_ROUTES/);
    // Asked for (npm start does on a machine without NODE_ENV): this machine only.
    expect(
      loadConfig({ NODE_ENV: 'production', PAYMENT_SANDBOX_IN_PRODUCTION: 'true', DEV_ROUTES: 'loopback' })
        .DEV_ROUTES,
    ).toBe('loopback');
    expect(() => loadConfig({ NODE_ENV: 'production', WEBHOOK_ALLOW_LOOPBACK: 'true' })).toThrow(
      /WEBHOOK_ALLOW_LOOPBACK/,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', PAYMENT_SANDBOX_IN_PRODUCTION: 'true', DEV_ROUTES: 'off' })
        .DEV_ROUTES,
    ).toBe('off');
    expect(loadConfig({ NODE_ENV: 'development' }).DEV_ROUTES).toBe('loopback');
  });
});

describe('the /dev/outbox page', () => {
  let database: TDatabase;
  const apps: FastifyInstance[] = [];
  /** The app with a stand-in for the web renderer that says which path it was asked to render. */
  async function withPages(env: Record<string, string> = {}) {
    const app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        SERVE_WEB: 'false',
        OUTBOX_WORKER: 'false',
        ...env,
      }),
      database,
      clock: fixedClock(TEST_NOW),
      web: (request, reply, path) => reply.send({ rendered: path ?? request.url }),
    });
    apps.push(app);
    return app;
  }
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  it('renders for this machine and shows the 404 page to anyone else, however the path is spelled', async () => {
    const app = await withPages();
    const page = (url: string, remoteAddress: string) =>
      app.inject({ method: 'GET', url, remoteAddress }).then((res) => res.json().rendered);
    expect(await page('/dev/outbox?To=x', '127.0.0.1')).toBe('/dev/outbox?To=x');
    for (const url of ['/dev/outbox', '/DEV/outbox', '/dev//outbox', '/%64ev/outbox', '/dev'])
      expect(await page(url, '203.0.113.5')).toBe('/__not-found');
    expect(await page('/developers', '203.0.113.5')).toBe('/developers');
  });

  it('shows the 404 page to everyone when DEV_ROUTES is off', async () => {
    const app = await withPages({ DEV_ROUTES: 'off' });
    const res = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(res.json().rendered).toBe('/__not-found');
  });
});
