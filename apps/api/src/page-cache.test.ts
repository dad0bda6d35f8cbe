import { describe, expect, it } from 'vitest';
import { joinPage, PageCache, splitPage } from './page-cache.ts';

function cacheAt(options: { freshMs?: number; staleMs?: number; maxBytes?: number } = {}) {
  let now = 0;
  const cache = new PageCache({
    freshMs: options.freshMs ?? 5000,
    staleMs: options.staleMs ?? 25_000,
    maxBytes: options.maxBytes ?? 1000,
    now: () => now,
  });
  return { cache, advance: (ms: number) => (now += ms) };
}

const html = (text: string) => [Buffer.from(text)];

describe('the page cache', () => {
  it('serves a page fresh, then stale, then not at all', async () => {
    const { cache, advance } = cacheAt();
    await cache.fill('a', async () => cache.page(html('A'), [], cache.freshMs));
    expect(cache.lookup('a')?.state).toBe('fresh');
    advance(5000);
    expect(cache.lookup('a')?.state).toBe('stale');
    advance(24_999);
    expect(cache.lookup('a')?.state).toBe('stale');
    advance(1);
    expect(cache.lookup('a')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('keeps a page no longer fresh than it was given', async () => {
    const { cache, advance } = cacheAt();
    await cache.fill('a', async () => cache.page(html('A'), [], 1000));
    advance(1000);
    expect(cache.lookup('a')?.state).toBe('stale');
  });

  it('renders a key once for callers at the same time, and keeps nothing that was not cacheable', async () => {
    const { cache } = cacheAt();
    let renders = 0;
    let finish: () => void = () => {};
    const render = () =>
      new Promise<ReturnType<typeof cache.page>>((resolve) => {
        renders += 1;
        finish = () => resolve(cache.page(html('A'), [], cache.freshMs));
      });
    const waiting = [cache.fill('a', render), cache.fill('a', render)];
    expect(cache.filling('a')).toBe(true);
    finish();
    const [first, second] = await Promise.all(waiting);
    expect(renders).toBe(1);
    expect(first).toBe(second);
    expect(cache.filling('a')).toBe(false);

    expect(await cache.fill('b', async () => undefined)).toBeUndefined();
    expect(cache.lookup('b')).toBeUndefined();
    await expect(cache.fill('c', () => Promise.reject(new Error('render failed')))).rejects.toThrow();
    expect(cache.filling('c')).toBe(false);
    expect(cache.lookup('c')).toBeUndefined();
  });

  it('forgets everything when invalidated, and does not keep a render begun before', async () => {
    const { cache } = cacheAt();
    await cache.fill('a', async () => cache.page(html('A'), [], cache.freshMs));
    let finish: () => void = () => {};
    const pending = cache.fill(
      'b',
      () => new Promise((resolve) => (finish = () => resolve(cache.page(html('B'), [], cache.freshMs)))),
    );
    cache.invalidate();
    expect(cache.lookup('a')).toBeUndefined();
    finish();
    expect(await pending).toBeDefined();
    expect(cache.lookup('b')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('holds at most its bytes, the least recently used page out first', async () => {
    const { cache } = cacheAt({ maxBytes: 1000 });
    const page = () => cache.page([Buffer.alloc(200)], [], cache.freshMs);
    for (const key of ['a', 'b', 'c', 'd', 'e']) await cache.fill(key, async () => page());
    expect(cache.bytes).toBe(1000);
    cache.lookup('a');
    await cache.fill('f', async () => page());
    expect(cache.bytes).toBe(1000);
    expect(cache.lookup('b')).toBeUndefined();
    expect(cache.lookup('a')).toBeDefined();
    // A page over a quarter of the cache is not kept.
    await cache.fill('big', async () => cache.page([Buffer.alloc(251)], [], cache.freshMs));
    expect(cache.lookup('big')).toBeUndefined();
  });

  it('puts another nonce wherever the render had its own', () => {
    const page = Buffer.from('<script nonce="N0nce+/=">x</script><style nonce="N0nce+/="></style>N0nce+/=');
    const parts = splitPage(page, 'N0nce+/=');
    expect(parts).toHaveLength(4);
    expect(joinPage(parts, 'other').toString()).toBe(
      '<script nonce="other">x</script><style nonce="other"></style>other',
    );
    expect(joinPage(splitPage(Buffer.from('no nonce'), 'N'), 'x').toString()).toBe('no nonce');
  });
});
