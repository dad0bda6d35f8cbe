/**
 * Caching of pages that show only public data (the home page, the directory, agency profiles): shared caches
 * (a CDN, a proxy) may keep the anonymous page a minute and serve it stale five more while they fetch a fresh
 * one; browsers always ask again. A signed-in visitor's page holds the user, so it is private. The server that
 * serves the app (apps/api web-handler) keeps every other page private and checks this again against the
 * cookie; its own micro-cache (apps/api page-cache.ts) keeps only the pages that ask for this, a few seconds,
 * with a fresh nonce in every answer. A CDN's copy carries one CSP nonce for everyone who gets it: see
 * docs/decisions.md (issue 16).
 */
export const SHARED_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
export const PRIVATE_PAGE_CACHE = 'private, no-cache';
/** What the page depends on besides its URL: the session and language cookies, the language, the encoding. */
export const PAGE_VARY = 'Cookie, Accept-Language, Accept-Encoding';

/** The loader's caching headers for a public page: shared only when nobody is signed in. */
export function publicPageHeaders(signedIn: boolean): Record<string, string> {
  return { 'Cache-Control': signedIn ? PRIVATE_PAGE_CACHE : SHARED_PAGE_CACHE, Vary: PAGE_VARY };
}

/** A route's `headers`: the loader's caching headers on the page (React Router takes the leaf route's). */
export function cachingHeaders({ loaderHeaders }: { loaderHeaders: Headers }): Headers {
  const headers = new Headers();
  for (const name of ['Cache-Control', 'Vary']) {
    const value = loaderHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}
