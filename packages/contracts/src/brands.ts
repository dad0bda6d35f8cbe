import type { TLocale } from './locale.ts';

/** The three brand variants (spec/product.md section 1), all served by one code base. */
export const BRAND_KEYS = ['main', 'global', 'digital'] as const;
export type TBrandKey = (typeof BRAND_KEYS)[number];

export type TBrand = {
  key: TBrandKey;
  name: string;
  /** Used in paths such as /{product}-bot and /{product}-nps. */
  productSlug: string;
  defaultLocale: TLocale;
  /** Mantine palette name used as the primary colour. */
  primaryColor: 'indigo' | 'teal' | 'grape';
  /** Two-tone logo mark colours. */
  logoColors: [string, string];
  supportEmail: string;
};

export const BRANDS: Record<TBrandKey, TBrand> = {
  main: {
    key: 'main',
    name: 'Brifa',
    productSlug: 'brifa',
    defaultLocale: 'tr',
    primaryColor: 'indigo',
    logoColors: ['#4c6ef5', '#f76707'],
    supportEmail: 'destek@brifa.com.tr',
  },
  global: {
    key: 'global',
    name: 'Brifa Global',
    productSlug: 'brifa',
    defaultLocale: 'en',
    primaryColor: 'teal',
    logoColors: ['#0ca678', '#1c7ed6'],
    supportEmail: 'support@brifa.global',
  },
  digital: {
    key: 'digital',
    name: 'Dijital Ajanslar',
    productSlug: 'dijitalajanslar',
    defaultLocale: 'tr',
    primaryColor: 'grape',
    logoColors: ['#ae3ec9', '#f59f00'],
    supportEmail: 'destek@dijitalajanslar.com.tr',
  },
};

export function isBrandKey(value: unknown): value is TBrandKey {
  return typeof value === 'string' && (BRAND_KEYS as readonly string[]).includes(value);
}

/**
 * Picks the brand for a request: a host listed in `hostMap` ("host=brand,host=brand") wins, then the
 * configured default brand.
 */
export function resolveBrand(host: string | undefined, hostMap: string, fallback: TBrandKey): TBrand {
  const hostname = host?.split(':')[0]?.toLowerCase();
  if (hostname) {
    for (const pair of hostMap.split(',')) {
      const [mappedHost, brand] = pair.split('=').map((part) => part.trim().toLowerCase());
      if (mappedHost === hostname && isBrandKey(brand)) return BRANDS[brand];
    }
  }
  return BRANDS[fallback];
}
