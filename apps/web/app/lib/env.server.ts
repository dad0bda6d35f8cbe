import { BRAND_KEYS, type TBrandKey } from '@brifa/contracts';

/** The web server's settings (process.env is read here only). */
export function webEnv() {
  const brand = process.env.BRAND;
  return {
    /** Where server-side loaders reach the API: API_URL, else this same server. */
    apiUrl: process.env.API_URL || `http://127.0.0.1:${process.env.PORT || 3000}`,
    /** API_URL is set: loaders use HTTP even when the serving API offers an in-process call. */
    apiUrlSet: !!process.env.API_URL,
    /** Where browsers reach the API: PUBLIC_API_URL, else the page's own origin. */
    publicApiUrl: process.env.PUBLIC_API_URL || '',
    brand: (BRAND_KEYS as readonly string[]).includes(brand ?? '') ? (brand as TBrandKey) : 'main',
    brandHosts: process.env.BRAND_HOSTS || '',
  };
}
