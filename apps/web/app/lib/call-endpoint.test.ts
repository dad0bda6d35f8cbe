import {
  briefsEndpoints,
  catalogueEndpoints,
  identityEndpoints,
  messagingEndpoints,
  notificationsEndpoints,
} from '@brifa/contracts';
import { describe, expect, it, vi } from 'vitest';
import { callEndpoint, callEndpointEnvelope } from './api-client.ts';

function answer(data: unknown, status = 200) {
  return new Response(
    JSON.stringify({
      Message: status === 200 ? '' : 'Kaydedildi',
      IsSuccessful: true,
      HasExceptionError: false,
      StatusCode: status,
      IsReturn: false,
      ReturnUrl: null,
      Data: data,
    }),
    { status },
  );
}

function context(data: unknown = null, status = 200) {
  const fakeFetch = vi.fn<typeof globalThis.fetch>(async () => answer(data, status));
  return {
    fetch: fakeFetch,
    api: { baseUrl: 'http://api.test/', locale: 'tr' as const, application: 'main', fetch: fakeFetch },
  };
}

describe('callEndpoint', () => {
  it('builds the URL from the endpoint: prefix, encoded params, query without empty values', async () => {
    const { fetch, api } = context([]);
    await callEndpoint(api, briefsEndpoints.getOfferMatches, {
      params: { id: 'key/with space' },
      query: { Filter: 'new' },
    });
    await callEndpoint(api, identityEndpoints.getExternalUserPage, {
      query: { PageIndex: 0, Search: undefined, PageSize: 10 },
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('http://api.test/api/v1/offer/key%2Fwith%20space/matches?Filter=new');
    expect(fetch.mock.calls[1]![0]).toBe('http://api.test/api/v1/ExternalUser/page?PageIndex=0&PageSize=10');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeNull();
  });

  it('takes the method and prefix from the endpoint and sends the body as JSON', async () => {
    const { fetch, api } = context(null);
    await callEndpoint(api, identityEndpoints.putOAuthPassword, {
      body: { Email: 'a@b.co', Code: '123456', NewPassword: 'secret12' },
    });
    await callEndpoint(api, messagingEndpoints.getMessageById, { params: { id: 42 } });
    await callEndpoint(api, catalogueEndpoints.districts, { query: { CityId: 34 } });
    const calls = fetch.mock.calls.map(([url, init]) => [init?.method, url]);
    expect(calls).toEqual([
      ['PUT', 'http://api.test/api/OAuth/password'],
      ['GET', 'http://api.test/api/v1.1/Message/42'],
      ['GET', 'http://api.test/api/v1/District?CityId=34'],
    ]);
    expect(fetch.mock.calls[0]![1]?.body).toBe('{"Email":"a@b.co","Code":"123456","NewPassword":"secret12"}');
    expect((fetch.mock.calls[0]![1]!.headers as Record<string, string>)['content-type']).toBe(
      'application/json',
    );
  });

  it('resolves with Data, or with the whole envelope for screens that show its Message', async () => {
    const { api } = context({ UnreadCount: 0 });
    expect(await callEndpoint(api, notificationsEndpoints.putNotificationReadAll)).toEqual({
      UnreadCount: 0,
    });
    const envelope = await callEndpointEnvelope(api, notificationsEndpoints.putNotificationReadAll);
    expect(envelope.Data).toEqual({ UnreadCount: 0 });
    expect(envelope.StatusCode).toBe(200);
  });
});
