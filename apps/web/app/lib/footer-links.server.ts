import type { TLocale } from '@brifa/contracts';
import {
  BRIEF_ASSISTANT_PATH,
  POPULAR_CATEGORY_PAGES,
  TIMELINE_PATH,
} from '@brifa/contracts/category-page-links';
import type { TMessageKey } from '../locales/tr.ts';
import { translator } from './i18n.tsx';

const LABELS = {
  mobile: 'siteLinks.mobile',
  software: 'siteLinks.software',
  web: 'siteLinks.web',
  digitalMarketing: 'siteLinks.digitalMarketing',
  seo: 'siteLinks.seo',
  social: 'siteLinks.social',
} as const satisfies Record<keyof typeof POPULAR_CATEGORY_PAGES, TMessageKey>;

export type TFooterLinks = { title: string; links: Array<{ label: string; path: string }> };

/**
 * The footer's category column (issue 21 item 9: popular category pages and the timeline), in the page's language.
 * It reaches the browser as the root loader's data, not in the shell's script or dictionary (the pages' JS budget).
 */
export function footerLinks(locale: TLocale): TFooterLinks {
  const t = translator(locale);
  return {
    title: t('siteLinks.title'),
    links: [
      ...(Object.keys(LABELS) as Array<keyof typeof LABELS>).map((key) => ({
        label: t(LABELS[key]),
        path: `/${POPULAR_CATEGORY_PAGES[key][locale]}`,
      })),
      { label: t('siteLinks.timeline'), path: TIMELINE_PATH },
      { label: t('siteLinks.briefAssistant'), path: BRIEF_ASSISTANT_PATH },
    ],
  };
}
