import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReceiver } from '../../../../test/receiver.ts';
import { createPageFetcher } from './page-fetcher.ts';

let site: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  site = await startReceiver(
    ({ path }): { status: number; body: string; headers?: Record<string, string> } => {
      if (path === '/away') return { status: 302, headers: { location: 'http://10.0.0.9/' }, body: '' };
      if (path === '/big')
        return { status: 200, headers: { 'content-type': 'text/html' }, body: 'x'.repeat(5000) };
      return { status: 200, headers: { 'content-type': 'text/html' }, body: '<p>hello</p>' };
    },
  );
});
afterAll(() => site.close());

const fetcher = (options: { allowLoopback?: boolean; trustedOrigins?: string[]; maxBytes?: number }) =>
  createPageFetcher({
    allowLoopback: options.allowLoopback ?? false,
    trustedOrigins: options.trustedOrigins ?? [],
    maxBytes: options.maxBytes ?? 100_000,
    timeoutMs: 5000,
    maxRedirects: 3,
  });

describe('the page fetcher (the badge link checker’s outbound rules)', () => {
  it('refuses a loopback page unless loopback is allowed or its origin is trusted', async () => {
    await expect(fetcher({}).get(`${site.url}/page`)).rejects.toThrow('address not allowed');
    expect((await fetcher({ allowLoopback: true }).get(`${site.url}/page`)).html).toBe('<p>hello</p>');
    expect((await fetcher({ trustedOrigins: [site.url] }).get(`${site.url}/page`)).html).toBe('<p>hello</p>');
  });

  it('checks a trusted page’s redirect again: into a private address it is refused', async () => {
    await expect(fetcher({ trustedOrigins: [site.url] }).get(`${site.url}/away`)).rejects.toThrow(
      'address not allowed',
    );
  });

  it('reads no more than its size limit, and refuses what is not http(s)', async () => {
    const page = await fetcher({ allowLoopback: true, maxBytes: 1000 }).get(`${site.url}/big`);
    expect(page.html.length).toBe(1000);
    await expect(fetcher({}).get('file:///etc/passwd')).rejects.toThrow('invalid address');
  });
});
