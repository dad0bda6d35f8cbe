/**
 * The server's micro-cache of anonymous public pages (as nginx's or Varnish's would be in front of it): a page
 * rendered for nobody in particular is kept a few seconds and given to the next anonymous visitors of the same
 * address and language, each with a nonce of their own (web-handler.ts). Bounded in bytes (least recently used
 * out first), fresh for `freshMs`, then served stale for `staleMs` more while one render refreshes it; one
 * render per key at a time (the visitors who ask meanwhile wait for it).
 */

/** Cuts `html` wherever `nonce` stands: the pieces `joinPage` puts back together around another nonce. */
export function splitPage(html: Buffer, nonce: string): Buffer[] {
  const needle = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = html.indexOf(needle); at >= 0; at = html.indexOf(needle, start)) {
    parts.push(html.subarray(start, at));
    start = at + needle.length;
  }
  parts.push(html.subarray(start));
  return parts;
}

/** The page with `nonce` wherever the render's stood. */
export function joinPage(parts: Buffer[], nonce: string): Buffer {
  const glue = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  parts.forEach((part, index) => {
    if (index > 0) pieces.push(glue);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

/** A stored page: its HTML cut where the render's nonce stood, and the headers it was served with. */
export type TCachedPage = {
  /** The HTML (UTF-8) in pieces; joined with a nonce it is the page again (the render's nonce is not kept). */
  parts: Buffer[];
  /** Every header of the render's answer but Set-Cookie (there is none) and the length. */
  headers: Array<[string, string]>;
  bytes: number;
  storedAt: number;
  /** How long this page may be served fresh (the cache's setting, or less when the page asked for less). */
  freshMs: number;
};

export type TPageCacheOptions = {
  freshMs: number;
  staleMs: number;
  maxBytes: number;
  now?: () => number;
};

export type TLookup = { page: TCachedPage; state: 'fresh' | 'stale' };

export class PageCache {
  readonly #entries = new Map<string, TCachedPage>();
  readonly #flights = new Map<string, Promise<TCachedPage | undefined>>();
  readonly #options: Required<TPageCacheOptions>;
  #bytes = 0;
  /** Counts `invalidate` calls: a render begun before one is not kept (it may have read what changed). */
  #generation = 0;

  constructor(options: TPageCacheOptions) {
    this.#options = { now: () => performance.now(), ...options };
  }

  /** How long a page is served fresh at most. */
  get freshMs(): number {
    return this.#options.freshMs;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The page under `key` and whether it is still fresh; nothing when absent or past its stale time. */
  lookup(key: string): TLookup | undefined {
    const page = this.#entries.get(key);
    if (!page) return undefined;
    const age = this.#options.now() - page.storedAt;
    if (age >= page.freshMs + this.#options.staleMs) {
      this.#delete(key);
      return undefined;
    }
    // Most recently used last: eviction takes from the front.
    this.#entries.delete(key);
    this.#entries.set(key, page);
    return { page, state: age < page.freshMs ? 'fresh' : 'stale' };
  }

  /**
   * Renders `key` once however many ask at the same time: the first caller's `render` runs, the others get its
   * result. A page it returns is stored; undefined (not cacheable) stores nothing.
   */
  fill(key: string, render: () => Promise<TCachedPage | undefined>): Promise<TCachedPage | undefined> {
    const pending = this.#flights.get(key);
    if (pending) return pending;
    const generation = this.#generation;
    const flight = render()
      .then((page) => {
        if (page && generation === this.#generation) this.#store(key, page);
        return page;
      })
      .finally(() => this.#flights.delete(key));
    this.#flights.set(key, flight);
    return flight;
  }

  /** Whether a render of `key` is under way (a stale page is then served without starting another). */
  filling(key: string): boolean {
    return this.#flights.has(key);
  }

  /** Forgets every page, and any render under way will not be kept. */
  invalidate(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#bytes = 0;
  }

  /** A page stamped now, for `fill`'s render to return. */
  page(parts: Buffer[], headers: Array<[string, string]>, freshMs: number): TCachedPage {
    const bytes = parts.reduce((sum, part) => sum + part.byteLength, 0);
    return { parts, headers, bytes, storedAt: this.#options.now(), freshMs };
  }

  #store(key: string, page: TCachedPage): void {
    // A page larger than a quarter of the cache would push out everything else: not kept.
    if (page.bytes > this.#options.maxBytes / 4) return;
    this.#delete(key);
    this.#entries.set(key, page);
    this.#bytes += page.bytes;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.#options.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.bytes;
    }
  }

  #delete(key: string): void {
    const page = this.#entries.get(key);
    if (!page) return;
    this.#entries.delete(key);
    this.#bytes -= page.bytes;
  }
}
