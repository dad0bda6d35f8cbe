import { describe, expect, it } from 'vitest';
import { localeOfPath, pathInLanguage } from './category-page-paths.ts';

describe('category page paths (issue 21 item 9)', () => {
  it('take their language from the slug, for the page and its client data request', () => {
    expect(localeOfPath('/mobil-uygulama-gelistirme-sirketleri')).toBe('tr');
    expect(localeOfPath('/istanbul/mobile-app-development-companies')).toBe('en');
    expect(localeOfPath('/ankara/mobile-app-development-companies.data')).toBe('en');
    expect(localeOfPath('/nasil-calisir')).toBe('tr');
    expect(localeOfPath('/istanbul/baska-bir-sey')).toBeUndefined();
  });

  it('switch language by swapping the slug and keeping the city', () => {
    expect(pathInLanguage('/istanbul/mobil-uygulama-gelistirme-sirketleri', 'en')).toBe(
      '/istanbul/mobile-app-development-companies',
    );
    expect(pathInLanguage('/seo-companies', 'tr')).toBe('/seo-sirketleri');
    expect(pathInLanguage('/how-works', 'tr')).toBe('/nasil-calisir');
  });
});
