// Its own module (no zod): the category and city pages' scripts and the footer take their paths from here.

import { CATEGORY_KEYS, type TCategoryKey } from './category-keys.ts';
import { POPULAR_CATEGORY_PAGES } from './category-page-links.ts';
import type { TLocale } from './locale.ts';

/**
 * The public timeline (issue 21 item 8, screens.tsv "/timeline"; decisions.md issue 21 "public timeline"): the
 * latest cards shown, from briefs of the last days that reached agencies.
 */
export const TIMELINE_CARDS = 12;
export const TIMELINE_DAYS = 90;
/**
 * The category and city pages (issue 21 item 9; decisions.md issue 21 "category pages"): agencies listed, the
 * city links under a category, and the fewest quotes (from as many agencies) before typical budgets are shown.
 */
export const CATEGORY_PAGE_AGENCIES = 12;
export const CATEGORY_PAGE_CITY_LINKS = 8;
export const CATEGORY_PAGE_MIN_QUOTES = 3;

export { POPULAR_CATEGORY_PAGES, TIMELINE_PATH } from './category-page-links.ts';

/**
 * The category pages' paths (issue 21 item 9; product.md §2 "a project category page (mobile app development
 * companies)"): `/<slug>` lists a category's agencies, `/<city>/<slug>` those of one city. The Turkish slug ends in
 * "-sirketleri", the English one in "-companies"; the city part is the same in both languages.
 */
export const CATEGORY_PAGE_SLUGS: Record<TCategoryKey, Record<TLocale, string>> = {
  ...POPULAR_CATEGORY_PAGES,
  digital: { tr: 'dijital-ajans-sirketleri', en: 'digital-agency-companies' },
  production: { tr: 'video-ve-film-produksiyon-sirketleri', en: 'video-production-companies' },
  branding: { tr: 'marka-kimligi-sirketleri', en: 'branding-companies' },
  pr: { tr: 'halkla-iliskiler-sirketleri', en: 'public-relations-companies' },
  eCommerce: { tr: 'e-ticaret-cozumleri-sirketleri', en: 'e-commerce-companies' },
  media: { tr: 'medya-planlama-sirketleri', en: 'media-planning-companies' },
  photo: { tr: 'fotograf-cekimi-sirketleri', en: 'photography-companies' },
  ar_vr: { tr: 'ar-vr-sirketleri', en: 'ar-vr-companies' },
  graphic: { tr: 'grafik-tasarim-sirketleri', en: 'graphic-design-companies' },
  event: { tr: 'etkinlik-yonetimi-sirketleri', en: 'event-management-companies' },
  ux: { tr: 'ui-ux-tasarim-sirketleri', en: 'ui-ux-design-companies' },
  digitalAdvertisement: { tr: 'dijital-reklam-sirketleri', en: 'digital-advertising-companies' },
  influencer: { tr: 'influencer-pazarlama-sirketleri', en: 'influencer-marketing-companies' },
  tamHizmet: { tr: 'tam-hizmet-ajansi-sirketleri', en: 'full-service-agency-companies' },
  performance: { tr: 'performans-pazarlama-sirketleri', en: 'performance-marketing-companies' },
  content: { tr: 'icerik-uretimi-sirketleri', en: 'content-creation-companies' },
  brandConsultant: { tr: 'marka-danismanligi-sirketleri', en: 'brand-consultancy-companies' },
  specialSoftware: { tr: 'ozel-yazilim-gelistirme-sirketleri', en: 'custom-software-development-companies' },
  other: { tr: 'diger-hizmet-sirketleri', en: 'other-service-companies' },
};

/** The category and language a page slug names, if any. */
export function categoryPageOf(slug: string): { key: TCategoryKey; locale: TLocale } | undefined {
  const wanted = slug.toLowerCase();
  for (const key of CATEGORY_KEYS) {
    for (const locale of ['tr', 'en'] as const) {
      if (CATEGORY_PAGE_SLUGS[key][locale] === wanted) return { key, locale };
    }
  }
  return undefined;
}

/** A city's name as a path part: Turkish letters folded, spaces to hyphens ("Kahramanmaraş" → "kahramanmaras"). */
export function citySlugOf(name: string): string {
  return name
    .replace(/[Iİ]/g, 'i')
    .toLocaleLowerCase('tr')
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A category page's path in a language, for a city (its slug) or all Turkey. */
export function categoryPagePath(key: TCategoryKey, locale: TLocale, citySlug?: string | null): string {
  const slug = CATEGORY_PAGE_SLUGS[key][locale];
  return citySlug ? `/${citySlug}/${slug}` : `/${slug}`;
}
