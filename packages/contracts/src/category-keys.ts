// Its own module (no zod): a page that only checks a category key must not load the catalogue's schemas.

/**
 * The 25 offer categories of the question flow. Their ids are stable: position in this list + 1.
 * Never reorder; add new keys at the end.
 */
export const CATEGORY_KEYS = [
  'software',
  'digital',
  'mobile',
  'production',
  'social',
  'branding',
  'pr',
  'eCommerce',
  'media',
  'photo',
  'ar_vr',
  'digitalMarketing',
  'graphic',
  'event',
  'web',
  'ux',
  'seo',
  'digitalAdvertisement',
  'influencer',
  'tamHizmet',
  'performance',
  'content',
  'brandConsultant',
  'specialSoftware',
  'other',
] as const;

export type TCategoryKey = (typeof CATEGORY_KEYS)[number];

export function categoryIdOf(key: TCategoryKey): number {
  return CATEGORY_KEYS.indexOf(key) + 1;
}
