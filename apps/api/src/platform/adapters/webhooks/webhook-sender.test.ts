import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReceiver } from '../../../../test/receiver.ts';
import { createWebhookSender, WebhookFailure } from './webhook-sender.ts';

const SECRET = 'internal-secret-4711';
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const port = () => new URL(receiver.url).port;

beforeAll(async () => {
  receiver = await startReceiver(({ path }) => {
    if (path === '/fail') return { status: 500, body: `internal error: ${SECRET}` };
    if (path === '/redirect')
      return { status: 302, body: SECRET, headers: { location: `${receiver.url}/internal` } };
    if (path === '/internal') return { status: 200, body: `{"ok":true,"secret":"${SECRET}"}` };
    if (path === '/telegram-refuses')
      return { status: 200, body: `{"ok":false,"error_code":400,"description":"${SECRET}"}` };
    if (path === '/slow') return { status: 200, delayMs: 1500 };
    return { status: 200, body: `{"ok":true,"echo":"${SECRET}"}` };
  });
});
afterAll(async () => {
  await receiver.close();
});

/** The failure a post ends with (it must fail). */
async function failure(promise: Promise<string>): Promise<WebhookFailure> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WebhookFailure);
  return error as WebhookFailure;
}

describe('with the loopback allowance (tests, local receivers)', () => {
  const sender = createWebhookSender({ allowLoopback: true, trustedUrls: [] });

  it('POSTs the JSON body with the idempotency key and answers only the status', async () => {
    const answer = await sender.post(`${receiver.url}/ok`, { text: 'merhaba' }, { idempotencyKey: 'k-1' });
    expect(answer).toBe('HTTP 200');
    const request = receiver.received.at(-1)!;
    expect(request.body).toEqual({ text: 'merhaba' });
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['idempotency-key']).toBe('k-1');
  });

  it('a non-2xx answer fails with its status, never its body', async () => {
    const failed = await failure(sender.post(`${receiver.url}/fail`, {}));
    expect(failed).toMatchObject({ status: 500, message: 'HTTP 500' });
  });

  it('does not follow a redirect, even to an address it may reach', async () => {
    const before = receiver.received.length;
    const failed = await failure(sender.post(`${receiver.url}/redirect`, {}));
    expect(failed).toMatchObject({ status: 302, message: 'HTTP 302: redirect not followed' });
    expect(receiver.received.slice(before).map((r) => r.path)).toEqual(['/redirect']);
    expect(failed.message).not.toContain(SECRET);
  });

  it("Telegram's ok:false is a failure, without the platform's words", async () => {
    const failed = await failure(sender.post(`${receiver.url}/telegram-refuses`, {}));
    expect(failed).toMatchObject({ status: 200, message: 'HTTP 200: refused by the platform' });
  });

  it('gives up after the timeout; an address nobody listens on fails', async () => {
    expect(await failure(sender.post(`${receiver.url}/slow`, {}, { timeoutMs: 200 }))).toMatchObject({
      message: 'no answer in time',
      status: null,
    });
    expect((await failure(sender.post('http://127.0.0.1:1/nobody', {}))).message).toBe(
      'could not connect (ECONNREFUSED)',
    );
  });

  it('still refuses private, link-local, metadata and disguised loopback addresses', async () => {
    for (const host of ['10.0.0.1', '169.254.169.254', '[::ffff:127.0.0.1]', '[fd00:ec2::254]', '0.0.0.0']) {
      const failed = await failure(sender.post(`http://${host}:${port()}/internal`, {}, { timeoutMs: 2000 }));
      expect(failed.message).toBe('address not allowed (not a public address)');
    }
  });
});

describe('without it (production)', () => {
  const sender = createWebhookSender({ allowLoopback: false, trustedUrls: [] });
  const refused = [
    '127.0.0.1',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '[::1]',
    '[::]',
    '[::ffff:127.0.0.1]',
    '[::ffff:a9fe:a9fe]',
    '[2002:7f00:1::]',
    '[64:ff9b::7f00:1]',
    '[fe80::1]',
    '[fd00:ec2::254]',
  ];

  it.each(refused)('refuses http(s)://%s before any byte is sent', async (host) => {
    const before = receiver.received.length;
    for (const scheme of ['http', 'https']) {
      const failed = await failure(
        sender.post(`${scheme}://${host}:${port()}/internal`, {}, { timeoutMs: 2000 }),
      );
      expect(failed).toMatchObject({ status: null, message: 'address not allowed (not a public address)' });
    }
    expect(receiver.received.length).toBe(before);
  });

  it('checks the addresses a host name resolves to when it connects (localhost here)', async () => {
    const before = receiver.received.length;
    const failed = await failure(sender.post(`http://localhost:${port()}/ok`, {}));
    expect(failed.message).toBe('address not allowed (not a public address)');
    expect(receiver.received.length).toBe(before);
  });

  it("posts to the operator's own settings wherever they are, still without following redirects", async () => {
    const trusting = createWebhookSender({
      allowLoopback: false,
      trustedUrls: [`${receiver.url}/ok`, `${receiver.url}/redirect`],
    });
    expect(await trusting.post(`${receiver.url}/ok`, {})).toBe('HTTP 200');
    expect((await failure(trusting.post(`${receiver.url}/redirect`, {}))).status).toBe(302);
    expect((await failure(trusting.post(`${receiver.url}/internal`, {}))).message).toMatch(/not allowed/);
  });

  it('refuses what is not an http(s) address', async () => {
    expect((await failure(sender.post('file:///etc/passwd', {}))).message).toBe('invalid address');
    expect((await failure(sender.post('not a url', {}))).message).toBe('invalid address');
  });
});
