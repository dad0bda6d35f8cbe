import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TTestApp } from '../../../test/helpers.ts';

let t: TTestApp;

async function testRoutes(app: FastifyInstance) {
  app.get('/test/boom', async () => {
    throw new Error('secret internals: password=hunter2');
  });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/test/echo',
    {
      schema: {
        body: z.object({ Name: z.string().min(1), Email: z.email(), Age: z.number().int().min(18) }),
      },
    },
    async (request) => ({ ok: request.body.Name }),
  );
}

beforeAll(async () => {
  t = await buildTestApp({ routes: testRoutes });
});
afterAll(() => t.close());

describe('the response envelope', () => {
  it('answers an unknown call with a Turkish 404 envelope by default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-call' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({
      Message: expect.stringContaining('bulunamadı'),
      IsSuccessful: false,
      HasExceptionError: false,
      StatusCode: 404,
      IsReturn: false,
      ReturnUrl: null,
      Data: null,
      ErrorCode: 'NOT_FOUND',
    });
  });

  it('answers in English when the language cookie says en-TR', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/no-such-call',
      cookies: { language: 'en-TR' },
    });
    expect(res.json().Message).toMatch(/not found/i);
  });

  it('falls back to Accept-Language when there is no cookie, and the cookie wins over it', async () => {
    const english = await t.app.inject({
      method: 'GET',
      url: '/api/v1/nothing',
      headers: { 'accept-language': 'de-DE,en;q=0.8,tr;q=0.5' },
    });
    expect(english.json().Message).toMatch(/not found/i);
    const cookieWins = await t.app.inject({
      method: 'GET',
      url: '/api/v1/nothing',
      headers: { 'accept-language': 'en-US' },
      cookies: { language: 'tr-TR' },
    });
    expect(cookieWins.json().Message).toContain('bulunamadı');
  });

  it('answers an invalid language cookie with the delete-cookie message, 404, and clears the cookie', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      cookies: { language: 'klingon' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ ErrorCode: 'INVALID_LANGUAGE_COOKIE', IsSuccessful: false });
    expect(res.json().Message).toContain('çerez');
    expect(String(res.headers['set-cookie'])).toMatch(/language=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('answers a wrong method on a known path with 405 and Allow', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/v1/HEALTH' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toContain('GET');
    expect(res.json()).toMatchObject({ StatusCode: 405, ErrorCode: 'METHOD_NOT_ALLOWED' });
  });

  it('answers a malformed JSON body with a 400 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"Name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ErrorCode: 'MALFORMED_JSON', IsSuccessful: false, Data: null });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().ErrorCode).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a body over the limit with 413', async () => {
    const small = await buildTestApp({ env: { BODY_LIMIT_BYTES: '64' }, routes: testRoutes });
    try {
      const res = await small.app.inject({
        method: 'POST',
        url: '/api/v1/test/echo',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ Name: 'x'.repeat(200), Email: 'a@b.co', Age: 30 }),
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ ErrorCode: 'PAYLOAD_TOO_LARGE', StatusCode: 413 });
    } finally {
      await small.close();
    }
  });

  it('lists every invalid field with a localised message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      cookies: { language: 'en-TR' },
      payload: { Email: 'not-an-email', Age: 12 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      ErrorCode: 'VALIDATION_FAILED',
      Message: 'Please fill in the marked fields.',
      Errors: {
        Name: 'This field is required.',
        Email: 'Enter a valid e-mail address.',
        Age: 'Must be at least 18.',
      },
    });
  });

  it('hides internals of an unexpected error behind a 500 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('secret');
    expect(res.json()).toMatchObject({ HasExceptionError: true, StatusCode: 500, ErrorCode: 'INTERNAL' });
    expect(res.json().Message).toContain('sunucu');
  });

  it('routes case-insensitively and reports database health', async () => {
    for (const url of ['/api/v1/health', '/API/V1/Health', '/api/v1/HEALTH/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toMatchObject({
        IsSuccessful: true,
        StatusCode: 200,
        Data: { Status: 'ok', Database: { Reachable: true } },
      });
    }
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
    expect(Object.keys(res.json().paths)).toContain('/api/v1/health');
  });
});
