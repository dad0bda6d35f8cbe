import { translator } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import type { TMessageKey } from '../../locales/tr.ts';

type TMatchLike = { id: string; data?: unknown } | undefined;

/** The ops pages' meta: the title, and never indexed (they are not public; robots.txt disallows /ops/ too). */
export function opsMeta(
  matches: readonly TMatchLike[],
  titleKey: TMessageKey,
  params?: Record<string, string | number>,
) {
  const { locale, brand } = rootMeta(matches);
  const t = translator(locale);
  return [
    { title: pageTitle(`${t(titleKey, params)} · ${t('ops.brand')}`, brand) },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}
