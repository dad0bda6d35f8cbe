import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts.ts';
import { agencyAccount } from '../../../test/briefs.ts';
import { buildTestApp, type TTestApp } from '../../../test/helpers.ts';
import { loadConfig } from '../config.ts';

let t: TTestApp;
let agency: Awaited<ReturnType<typeof agencyAccount>>;
beforeAll(async () => {
  t = await buildTestApp();
  agency = await agencyAccount(t.app, t.database.db);
});
afterAll(() => t.close());

const INVALID_CHARACTERS_EN =
  'The request contains characters that are not allowed. Please check what you entered and try again.';

describe('malformed requests answer a 4xx envelope, never a 500', () => {
  it('GET // and other unreadable paths: 400', async () => {
    for (const url of ['//', '///', '//evil.example/x', '/api/v1/%E0%A4%A', '/%']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ IsSuccessful: false, ErrorCode: 'BAD_REQUEST', StatusCode: 400 });
    }
  });

  it('a text/plain body on OAuth/authorize: 415, in the caller’s language', async () => {
    for (const type of ['text/plain', 'text/plain; charset=utf-8', 'application/xml']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/OAuth/authorize',
        payload: '{"Email":"a@b.com","Password":"x"}',
        headers: { 'content-type': type, 'accept-language': 'en' },
      });
      expect(res.statusCode, type).toBe(415);
      expect(res.json()).toMatchObject({
        ErrorCode: 'UNSUPPORTED_MEDIA_TYPE',
        Message: 'This content type is not supported.',
      });
    }
  });

  it('Search=%00 on Message, Pool and MatchedProvider/by-provider: 400 INVALID_CHARACTERS', async () => {
    for (const path of ['/api/v1/Message', '/api/v1/Pool', '/api/v1/MatchedProvider/by-provider']) {
      for (const value of ['%00', 'logo%00', '%01', 'a%0Ab', '%7F']) {
        const res = await t.app.inject({
          method: 'GET',
          url: `${path}?Search=${value}`,
          headers: { ...bearer(agency.token), 'accept-language': 'en' },
        });
        expect(res.statusCode, `${path} ${value}`).toBe(400);
        expect(res.json()).toMatchObject({ ErrorCode: 'INVALID_CHARACTERS', Message: INVALID_CHARACTERS_EN });
      }
      const fine = await t.app.inject({
        method: 'GET',
        url: `${path}?Search=${encodeURIComponent('Kadıköy logo & web')}`,
        headers: bearer(agency.token),
      });
      expect(fine.statusCode, path).toBe(200);
    }
  });

  it('control characters in a path parameter or any query value: 400', async () => {
    for (const url of [
      '/api/v1/agency/x%00y',
      '/api/v1/directory?Search=%00',
      '/api/v1/Cities?x=%1B',
      '/reviews?token=%00',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().ErrorCode).toBe('INVALID_CHARACTERS');
    }
  });

  it('NUL in a JSON body string (PostgreSQL text refuses it): 400; other text is untouched', async () => {
    const withNul = await t.app.inject({
      method: 'POST',
      url: '/api/v1/OAuth/authorize',
      payload: '{"Email":"a\\u0000@b.com","Password":"secret-password"}',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    });
    expect(withNul.statusCode).toBe(400);
    expect(withNul.json()).toMatchObject({ ErrorCode: 'INVALID_CHARACTERS', Message: INVALID_CHARACTERS_EN });
    const nested = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Review',
      payload: { Agency: 'x', Deep: [{ Text: 'a\u0000' }] },
    });
    expect(nested.json().ErrorCode).toBe('INVALID_CHARACTERS');
    // A backslash followed by "u0000" is text, not a NUL; line breaks in a body are ordinary text.
    const literal = await t.app.inject({
      method: 'POST',
      url: '/api/v1/OAuth/authorize',
      payload: { Email: 'x\\u0000@b.com\n', Password: 'secret-password' },
    });
    expect(literal.statusCode).toBe(400);
    expect(literal.json().ErrorCode).not.toBe('INVALID_CHARACTERS');
  });
});

/** A raw client on a real listening server: what it received, and when the server closed the connection. */
function rawClient(port: number, localAddress?: string) {
  const socket: Socket = connect({ port, host: '127.0.0.1', ...(localAddress ? { localAddress } : {}) });
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    received += chunk;
  });
  socket.on('error', () => {});
  const started = Date.now();
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now() - started)));
  const connected = new Promise<void>((resolve) => socket.on('connect', () => resolve()));
  return { socket, closed, connected, received: () => received };
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), ms)),
  ]);

it('refuses a header timeout longer than the request timeout at start', () => {
  expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '60000', REQUEST_TIMEOUT_MS: '30000' })).toThrow(
    /HEADERS_TIMEOUT_MS/,
  );
  expect(loadConfig({})).toMatchObject({
    HEADERS_TIMEOUT_MS: 15_000,
    REQUEST_TIMEOUT_MS: 120_000,
    KEEP_ALIVE_TIMEOUT_MS: 72_000,
    CONNECTIONS_PER_ADDRESS: 100,
  });
});

describe('slow clients and too many connections (a real listening server)', () => {
  let server: TTestApp;
  let port: number;
  beforeAll(async () => {
    server = await buildTestApp({
      env: { HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '2000', CONNECTIONS_PER_ADDRESS: '3' },
    });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as { port: number }).port;
  });
  afterAll(() => server.close());

  it('closes a client that never finishes its request head', async () => {
    const client = rawClient(port);
    await client.connected;
    client.socket.write('GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    const closedAfter = await within(client.closed, 4000);
    expect(closedAfter).not.toBe('still open');
    expect(closedAfter).toBeGreaterThanOrEqual(900);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a client that never finishes its body', async () => {
    const client = rawClient(port);
    await client.connected;
    client.socket.write(
      'POST /api/v1/OAuth/authorize HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"Email":',
    );
    const closedAfter = await within(client.closed, 5000);
    expect(closedAfter).not.toBe('still open');
    expect(closedAfter).toBeGreaterThanOrEqual(1900);
  });

  // 127.0.0.2 stands for a remote client: 127.0.0.1, where the server calls itself from, is not counted.
  const REMOTE = '127.0.0.2';

  it('holds at most CONNECTIONS_PER_ADDRESS connections from one address; the others keep working', async () => {
    const held = [rawClient(port, REMOTE), rawClient(port, REMOTE), rawClient(port, REMOTE)];
    await Promise.all(held.map((client) => client.connected));
    const extra = rawClient(port, REMOTE);
    expect(await within(extra.closed, 1000)).not.toBe('still open');
    expect(extra.received()).toBe('');
    // The three held ones still answer.
    held[0]!.socket.write('GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(await within(held[0]!.closed, 2000)).not.toBe('still open');
    expect(held[0]!.received()).toMatch(/^HTTP\/1\.1 200/);
    // One closed: a new connection is accepted again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const next = rawClient(port, REMOTE);
    await next.connected;
    next.socket.write('GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    await within(next.closed, 2000);
    expect(next.received()).toMatch(/^HTTP\/1\.1 200/);
    for (const client of held) client.socket.destroy();
  });

  it("does not count the server's own address (the web app's calls to the API)", async () => {
    const own = Array.from({ length: 5 }, () => rawClient(port));
    await Promise.all(own.map((client) => client.connected));
    expect(await within(Promise.race(own.map((client) => client.closed)), 300)).toBe('still open');
    for (const client of own) client.socket.destroy();
  });
});
