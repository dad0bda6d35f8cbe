import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TApiContext } from './api-client.ts';
import { handleUnauthorized, logout, resetUnauthorizedGuard, signInTarget } from './auth-session.ts';

function envelope(status: number, data: unknown) {
  return {
    Message: '',
    IsSuccessful: status < 300,
    HasExceptionError: false,
    StatusCode: status,
    IsReturn: false,
    ReturnUrl: null,
    Data: data,
  };
}

function api(fetch: typeof globalThis.fetch, extra: Partial<TApiContext> = {}): TApiContext {
  return { baseUrl: 'http://api.test', locale: 'tr', application: 'main', fetch, ...extra };
}

const client = { IsClient: true, IsProvider: false, CellPhoneNumber: '+905321234567' };
const agency = { IsClient: false, IsProvider: true, CellPhoneNumber: '+905321234568' };

beforeEach(() => {
  resetUnauthorizedGuard();
});
afterEach(() => vi.restoreAllMocks());

const headersOf = (init: RequestInit | undefined) => init!.headers as Record<string, string>;

describe('after signing in', () => {
  it('loads the user with the session cookie (never the token) to find their home', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(
      async () => new Response(JSON.stringify(envelope(200, agency))),
    );
    const target = await signInTarget({
      api: api(fetch),
      result: { UserId: 7, ReturnPath: null },
      returnUrl: null,
    });
    expect(target).toBe('/provider/offers');
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('http://api.test/api/v1/user/me/7');
    expect(headersOf(init).authorization).toBeUndefined();
    expect(init!.credentials).toBe('include');
    expect(document.cookie).not.toContain('new.token.x');
  });

  it('returns to a safe saved path and refuses hostile ones', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(
      async () => new Response(JSON.stringify(envelope(200, client))),
    );
    const go = (returnUrl: string) =>
      signInTarget({ api: api(fetch), result: { UserId: 1, ReturnPath: null }, returnUrl });
    expect(await go('/client/setting?tab=password')).toBe('/client/setting?tab=password');
    for (const hostile of [
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/%2F%2Fevil.example',
      'https://evil.example',
    ]) {
      expect(await go(hostile), hostile).toBe('/client/timeline');
    }
  });

  it("prefers a sign-in link's own return path", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(
      async () => new Response(JSON.stringify(envelope(200, client))),
    );
    const target = await signInTarget({
      api: api(fetch),
      result: { UserId: 1, ReturnPath: '/client/setting' },
      returnUrl: '/client/timeline',
    });
    expect(target).toBe('/client/setting');
  });

  it('still goes somewhere sensible when the user cannot be loaded', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response('nope', { status: 502 }));
    const result = { UserId: 1, ReturnPath: null };
    expect(await signInTarget({ api: api(fetch), result, returnUrl: null })).toBe('/');
    expect(await signInTarget({ api: api(fetch), result, returnUrl: '/client/setting' })).toBe(
      '/client/setting',
    );
  });
});

describe('logging out', () => {
  it('asks the server to revoke the session (it clears the cookie), clears the cache, and goes home', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(
      async () => new Response(JSON.stringify(envelope(200, null))),
    );
    const queryClient = { clear: vi.fn() };
    const navigate = vi.fn();
    const onUnauthorized = vi.fn();
    await logout({
      api: api(fetch, { onUnauthorized }),
      queryClient,
      home: '/tr',
      navigate,
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('http://api.test/api/v1/OAuth/logout');
    expect(init!.method).toBe('POST');
    expect(headersOf(init).authorization).toBeUndefined();
    expect(init!.credentials).toBe('include');
    expect(queryClient.clear).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith('/tr');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('still leaves the signed-in pages when the server call fails or the session was already revoked', async () => {
    for (const response of [
      () => new Response(JSON.stringify(envelope(401, null)), { status: 401 }),
      () => {
        throw new TypeError('offline');
      },
    ]) {
      const navigate = vi.fn();
      const onUnauthorized = vi.fn();
      const fetch = vi.fn<typeof globalThis.fetch>(async () => response());
      await logout({
        api: api(fetch, { onUnauthorized }),
        queryClient: { clear: vi.fn() },
        home: '/',
        navigate,
      });
      expect(navigate).toHaveBeenCalledWith('/');
      expect(onUnauthorized).not.toHaveBeenCalled();
    }
  });
});

describe('a 401', () => {
  it('ends the session and goes to /redirect on a signed-in page, once', () => {
    const queryClient = { clear: vi.fn() };
    const navigate = vi.fn();
    expect(handleUnauthorized({ pathname: '/client/timeline', queryClient, navigate })).toBe(true);
    expect(handleUnauthorized({ pathname: '/client/timeline', queryClient, navigate })).toBe(true);
    expect(navigate).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith('/redirect');
    expect(queryClient.clear).toHaveBeenCalledOnce();
  });

  it('arriving while the visitor leaves the page does not pull them to /redirect', () => {
    const navigate = vi.fn();
    window.dispatchEvent(new Event('beforeunload'));
    expect(
      handleUnauthorized({ pathname: '/provider/offers', queryClient: { clear: vi.fn() }, navigate }),
    ).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('arriving while the user logs out leaves the way home to the logout', async () => {
    const navigate = vi.fn();
    let answer!: (response: Response) => void;
    const fetch = vi.fn<typeof globalThis.fetch>(() => new Promise((resolve) => (answer = resolve)));
    const leaving = logout({ api: api(fetch), queryClient: { clear: vi.fn() }, home: '/tr', navigate });
    handleUnauthorized({ pathname: '/client/timeline', queryClient: { clear: vi.fn() }, navigate });
    answer(new Response(JSON.stringify(envelope(200, null))));
    await leaving;
    expect(navigate.mock.calls).toEqual([['/tr']]);
  });

  it('is left to the page on the login and register pages', () => {
    for (const pathname of ['/login', '/giris', '/register', '/kayit-ol/', '/forget-password']) {
      const navigate = vi.fn();
      expect(handleUnauthorized({ pathname, queryClient: { clear: vi.fn() }, navigate })).toBe(false);
      expect(navigate).not.toHaveBeenCalled();
    }
  });
});
