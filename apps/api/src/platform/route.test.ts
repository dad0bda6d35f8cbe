import { catalogueEndpoints, messagingEndpoints } from '@brifa/contracts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../test/helpers.ts';
import { ok } from './reply.ts';
import { route } from './route.ts';

let t: TTestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ENVELOPE_KEYS = [
  'Data',
  'HasExceptionError',
  'IsReturn',
  'IsSuccessful',
  'Message',
  'ReturnUrl',
  'StatusCode',
];

describe('a route registered from the endpoint table', () => {
  it('answers at the same URL with the same envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/Category' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(ENVELOPE_KEYS);
    expect(body).toMatchObject({
      Message: '',
      IsSuccessful: true,
      HasExceptionError: false,
      StatusCode: 200,
      IsReturn: false,
      ReturnUrl: null,
    });
    expect(body.Data).toHaveLength(25);
    expect(Object.keys(body.Data[0])).toEqual(expect.arrayContaining(['Id', 'Key', 'Name']));
  });

  it('validates params and query from the endpoint and answers the error envelope', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/District' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      IsSuccessful: false,
      StatusCode: 400,
      ErrorCode: 'VALIDATION_FAILED',
    });
    const districts = await t.app.inject({ method: 'GET', url: '/api/v1/District?CityId=34' });
    expect(districts.statusCode).toBe(200);
    expect(districts.json().Data.length).toBeGreaterThan(30);
  });

  it("asks for a session when the endpoint says auth: 'required', under its own prefix", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1.1/Message/1' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      IsSuccessful: false,
      StatusCode: 401,
      ErrorCode: 'UNAUTHORIZED',
      Data: null,
    });
  });

  it('refuses to register an endpoint under another prefix', async () => {
    const app = Fastify();
    await expect(
      app.register(
        async (v1) => {
          route(v1, messagingEndpoints.getMessageById, { tags: [], summary: '' }, async (request) =>
            ok(request, null as never),
          );
        },
        { prefix: '/api/v1' },
      ),
    ).rejects.toThrow(/belongs under \/api\/v1\.1/);
    await app.close();
  });

  it('keeps the documented path spelling (catalogue paths as in the spec)', () => {
    expect(catalogueEndpoints.availableCountryLanguages.path).toBe('/CountryLanguage/avaliables');
  });
});
