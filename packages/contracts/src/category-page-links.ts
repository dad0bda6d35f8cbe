// Its own module: the footer (in every page's shell) takes these few paths without all the categories' slugs.
import type { TCategoryKey } from './category-keys.ts';
import type { TLocale } from './locale.ts';

/**
 * The footer's categories (the most asked-for): their own constant, so that the footer in every page's shell
 * carries these six slugs and not all of them.
 */
export const POPULAR_CATEGORY_PAGES = {
  software: { tr: 'yazilim-gelistirme-sirketleri', en: 'software-development-companies' },
  mobile: { tr: 'mobil-uygulama-gelistirme-sirketleri', en: 'mobile-app-development-companies' },
  social: { tr: 'sosyal-medya-yonetimi-sirketleri', en: 'social-media-management-companies' },
  digitalMarketing: { tr: 'dijital-pazarlama-sirketleri', en: 'digital-marketing-companies' },
  web: { tr: 'web-tasarim-sirketleri', en: 'web-design-companies' },
  seo: { tr: 'seo-sirketleri', en: 'seo-companies' },
} as const satisfies Partial<Record<TCategoryKey, Record<TLocale, string>>>;

/** The public timeline (issue 21 item 8; screens.tsv "/timeline"). */
export const TIMELINE_PATH = '/timeline';

/** The brief assistant's chat (issue 21 item 7): the same path in both languages, like the timeline. */
export const BRIEF_ASSISTANT_PATH = '/brifa-bot';
