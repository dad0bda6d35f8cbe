import { describe, expect, it } from 'vitest';
import { resolveLocale } from './locale.ts';
import { localeFromPath, PUBLIC_PAGES, pathInLocale } from './public-paths.ts';

describe('page language', () => {
  it('comes from the route first', () => {
    expect(
      resolveLocale({
        pathname: '/how-works',
        cookieHeader: 'language=tr-TR',
        acceptLanguage: 'tr',
        fallback: 'tr',
      }),
    ).toBe('en');
    expect(
      resolveLocale({
        pathname: '/nasil-calisir',
        cookieHeader: 'language=en-TR',
        acceptLanguage: 'en',
        fallback: 'en',
      }),
    ).toBe('tr');
    expect(
      resolveLocale({
        pathname: '/agency/pikselhane',
        cookieHeader: null,
        acceptLanguage: null,
        fallback: 'tr',
      }),
    ).toBe('en');
  });

  it('then from the language cookie, then the browser, then the brand default', () => {
    const on = (cookieHeader: string | null, acceptLanguage: string | null, fallback: 'tr' | 'en' = 'tr') =>
      resolveLocale({ pathname: '/', cookieHeader, acceptLanguage, fallback });
    expect(on('a=1; language=en-TR', 'tr-TR')).toBe('en');
    expect(on(null, 'en-US,en;q=0.9')).toBe('en');
    expect(on(null, null)).toBe('tr');
    expect(on(null, null, 'en')).toBe('en');
    expect(on('language=xx-YY', 'en-GB')).toBe('en');
  });

  it('maps every public page to its twin in the other language', () => {
    for (const paths of Object.values(PUBLIC_PAGES)) {
      expect(pathInLocale(paths.tr, 'en')).toBe(paths.en);
      expect(pathInLocale(paths.en, 'tr')).toBe(paths.tr);
      if (paths.en !== '/') expect(localeFromPath(paths.en)).toBe('en');
      expect(localeFromPath(paths.tr)).toBe('tr');
    }
    expect(pathInLocale('/ajans/pikselhane', 'en')).toBe('/agency/pikselhane');
    expect(pathInLocale('/blog/seo-rehberi', 'en')).toBe('/en/blog/seo-rehberi');
    expect(pathInLocale('/en/blog/seo-rehberi', 'tr')).toBe('/blog/seo-rehberi');
    expect(localeFromPath('/en/blog/seo-rehberi')).toBe('en');
    expect(localeFromPath('/blog/seo-rehberi')).toBe('tr');
    expect(pathInLocale('/giris', 'en')).toBe('/login');
    expect(pathInLocale('/login', 'tr')).toBe('/giris');
    expect(pathInLocale('/ajans-kayit-ol/AbC-key_1', 'en')).toBe('/provider/register/AbC-key_1');
    expect(pathInLocale('/provider/register', 'tr')).toBe('/ajans-kayit-ol');
    expect(localeFromPath('/kayit-ol')).toBe('tr');
    expect(localeFromPath('/ajans-kayit-ol/key')).toBe('tr');
    expect(localeFromPath('/login')).toBeUndefined();
    expect(pathInLocale('/client/timeline', 'en')).toBe('/client/timeline');
    expect(localeFromPath('/')).toBeUndefined();
  });
});
