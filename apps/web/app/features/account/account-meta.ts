import { translator } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import type { TMessageKey } from '../../locales/tr.ts';

type TMatchLike = { id: string; data?: unknown } | undefined;

/** Title of an account screen; these pages are personal, so search engines skip them. */
export function accountMeta(matches: readonly TMatchLike[], titleKey: TMessageKey) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)(titleKey), brand) }, { name: 'robots', content: 'noindex' }];
}
