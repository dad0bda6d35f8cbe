import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, endpointPath, endpointQueryString, type TEndpoint } from './define-endpoint.ts';
import * as tables from './index.ts';

describe('endpointPath', () => {
  it('puts the prefix before the path and fills params, URL-encoded', () => {
    expect(endpointPath(tables.briefsEndpoints.getOfferPage, { id: 'a b/c?d' })).toBe(
      '/api/v1/offer/a%20b%2Fc%3Fd/page',
    );
    expect(endpointPath(tables.catalogueEndpoints.expertiseQuestions, { id: 7 })).toBe(
      '/api/v1/Expertises/questions/7',
    );
    expect(endpointPath(tables.catalogueEndpoints.categories)).toBe('/api/v1/Category');
  });

  it('keeps the other prefixes: v1.1, the unversioned call and the dev calls', () => {
    expect(endpointPath(tables.messagingEndpoints.getMessageById, { id: 12 })).toBe('/api/v1.1/Message/12');
    expect(endpointPath(tables.identityEndpoints.putOAuthPassword)).toBe('/api/OAuth/password');
    expect(endpointPath(tables.outboxEndpoints.getOutbox)).toBe('/api/dev/outbox');
  });

  it('fills several params and refuses a missing one', () => {
    const endpoint = defineEndpoint({
      method: 'GET',
      path: '/Message/:id/file/:detailId',
      response: z.null(),
    });
    expect(endpointPath(endpoint, { id: 3, detailId: 'x y' })).toBe('/api/v1/Message/3/file/x%20y');
    expect(() => endpointPath(endpoint, { id: 3 })).toThrow(/missing detailId/);
    expect(() => endpointPath(tables.briefsEndpoints.getOfferPage, { id: '' })).toThrow(/missing id/);
  });
});

describe('endpointQueryString', () => {
  it('encodes values and leaves out undefined and null', () => {
    expect(
      endpointQueryString({ PageIndex: 0, Search: 'a&b ç', CategoryId: undefined, SectorId: null }),
    ).toBe('?PageIndex=0&Search=a%26b+%C3%A7');
    expect(endpointQueryString({})).toBe('');
    expect(endpointQueryString(undefined)).toBe('');
  });
});

describe('the endpoint tables', () => {
  const all: [string, TEndpoint][] = Object.entries(tables).flatMap(([table, value]) =>
    table.endsWith('Endpoints')
      ? Object.entries(value as Record<string, unknown>).flatMap(([name, entry]) =>
          'method' in (entry as object)
            ? [[`${table}.${name}`, entry as TEndpoint] as [string, TEndpoint]]
            : Object.entries(entry as Record<string, TEndpoint>).map(
                ([sub, nested]) => [`${table}.${name}.${sub}`, nested] as [string, TEndpoint],
              ),
        )
      : [],
  );

  it('name every call once (method, prefix and path, case-insensitive like routing)', () => {
    expect(all.length).toBeGreaterThan(100);
    const keys = all.map(([, e]) => `${e.method} ${e.prefix}${e.path}`.toLowerCase());
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('give every path param a schema key and no schema key without its param', () => {
    for (const [name, endpoint] of all) {
      expect(endpoint.path, name).toMatch(/^\//);
      const inPath = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
      const shape = endpoint.params instanceof z.ZodObject ? Object.keys(endpoint.params.shape).sort() : [];
      expect(shape, name).toEqual(inPath);
    }
  });
});
