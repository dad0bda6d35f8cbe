import type { TOfferCreate } from '@brifa/contracts';
import { describe, expect, it } from 'vitest';
import type { TApiContext } from '../../../lib/api-client.ts';
import { createOffer } from './create-offer.ts';

function envelope(status: number, data: unknown) {
  return {
    Message: status < 300 ? '' : 'Sunucu hatası',
    IsSuccessful: status < 300,
    HasExceptionError: false,
    StatusCode: status,
    IsReturn: false,
    ReturnUrl: null,
    Data: data,
  };
}

/** Answers the given statuses in turn and records each request's Idempotency-Key. */
function fakeApi(statuses: number[], keys: (string | undefined)[]): TApiContext {
  const fetch = (async (_url: string, init: RequestInit) => {
    keys.push((init.headers as Record<string, string>)['idempotency-key']);
    const status = statuses.shift() ?? 201;
    return new Response(JSON.stringify(envelope(status, status < 300 ? { OfferKey: 'k' } : null)), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  return { baseUrl: 'http://api.test', locale: 'tr', application: 'main', fetch };
}

const body = (description: string) => ({ Description: description }) as unknown as TOfferCreate;

describe('POST Offer idempotency key', () => {
  it('keeps one key across retries of the same brief, and a new one after success or another brief', async () => {
    const keys: (string | undefined)[] = [];
    const api = fakeApi([500, 201, 201, 201], keys);
    await expect(createOffer(api, body('a'))).rejects.toThrow();
    await createOffer(api, body('a'));
    await createOffer(api, body('a'));
    await createOffer(api, body('b'));
    expect(keys[0]).toMatch(/^[\w-]{8,}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[2]);
  });
});
