import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiEnvelope, apiRequest } from './api-client.ts';

function envelope(status: number, data: unknown, extra: object = {}) {
  return {
    Message: status < 300 ? 'ok' : 'Sayfa bulunamadı',
    IsSuccessful: status < 300,
    HasExceptionError: status >= 500,
    StatusCode: status,
    IsReturn: false,
    ReturnUrl: null,
    Data: data,
    ...extra,
  };
}

function fakeFetch(status: number, body: unknown) {
  return vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));
}

async function failure(pending: Promise<unknown>): Promise<ApiRequestError> {
  try {
    await pending;
  } catch (error) {
    return error as ApiRequestError;
  }
  throw new Error('expected the request to fail');
}

const base = { baseUrl: 'http://api.test', locale: 'tr' as const, application: 'main' };

describe('the API client', () => {
  it('sends the spec headers and unwraps Data', async () => {
    const fetch = fakeFetch(200, envelope(200, [{ Id: 1 }]));
    const data = await apiRequest(
      { ...base, fetch, token: 'abc', deviceId: 'dev-1' },
      { path: 'Category', query: { PageIndex: 0, Search: undefined } },
    );
    expect(data).toEqual([{ Id: 1 }]);
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('http://api.test/api/v1/Category?PageIndex=0');
    const headers = init?.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer abc');
    expect(headers['accept-language']).toBe('tr-TR');
    expect(headers['device-id']).toBe('dev-1');
    expect(headers.channel).toBe('portal');
  });

  it('never sends an empty or "undefined" token', async () => {
    for (const token of ['', 'undefined', undefined]) {
      const fetch = fakeFetch(200, envelope(200, null));
      await apiRequest({ ...base, fetch, token }, { path: 'health' });
      expect((fetch.mock.calls[0]![1]!.headers as Record<string, string>).authorization).toBeUndefined();
    }
  });

  it('rejects an unsuccessful answer with its message and field errors', async () => {
    const fetch = fakeFetch(400, envelope(400, null, { Errors: { Email: 'Geçersiz' } }));
    const error = await failure(apiRequest({ ...base, fetch }, { path: 'x', method: 'POST', body: {} }));
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual({ Email: 'Geçersiz' });
  });

  it('reports a 401 in the HTTP status or in the body', async () => {
    for (const [http, body] of [
      [401, envelope(401, null)],
      [200, { ...envelope(401, null), IsSuccessful: false }],
    ] as const) {
      const onUnauthorized = vi.fn();
      await apiRequest({ ...base, fetch: fakeFetch(http, body), onUnauthorized }, { path: 'x' }).catch(
        () => {},
      );
      expect(onUnauthorized).toHaveBeenCalledOnce();
    }
  });

  it('follows IsReturn and ReturnUrl on success', async () => {
    const onReturnUrl = vi.fn();
    const fetch = fakeFetch(200, envelope(200, null, { IsReturn: true, ReturnUrl: '/payment-result' }));
    await apiRequest({ ...base, fetch, onReturnUrl }, { path: 'x' });
    expect(onReturnUrl).toHaveBeenCalledWith('/payment-result');
  });

  it('turns a network failure into the localised network message', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => {
      throw new TypeError('fetch failed');
    });
    const error = await failure(apiRequest({ ...base, locale: 'en', fetch }, { path: 'x' }));
    expect(error.status).toBe(0);
    expect(error.message).toMatch(/could not be reached/);
  });
  it('sends a FormData body as multipart, leaving the content type to fetch', async () => {
    const fetch = fakeFetch(200, envelope(200, { ImageSrc: '/uploads/a.png' }));
    const form = new FormData();
    form.append('File', new Blob(['x'], { type: 'image/png' }), 'a.png');
    const data = await apiRequest({ ...base, fetch }, { method: 'PUT', path: 'user/image', body: form });
    expect(data).toEqual({ ImageSrc: '/uploads/a.png' });
    const init = fetch.mock.calls[0]![1]!;
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['content-type']).toBeUndefined();
  });

  it('still sends other bodies as JSON', async () => {
    const fetch = fakeFetch(200, envelope(200, null));
    await apiRequest({ ...base, fetch }, { method: 'PUT', path: 'user/name', body: { Name: 'Ayşe' } });
    const init = fetch.mock.calls[0]![1]!;
    expect(init.body).toBe('{"Name":"Ayşe"}');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('resolves with the whole envelope when asked, so a screen can show the Message', async () => {
    const fetch = fakeFetch(200, envelope(200, { Id: 1 }, { Message: 'Kaydedildi' }));
    const answer = await apiEnvelope<{ Id: number }>({ ...base, fetch }, { path: 'x' });
    expect(answer.Message).toBe('Kaydedildi');
    expect(answer.Data).toEqual({ Id: 1 });
  });
});
