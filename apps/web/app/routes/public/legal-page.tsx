import { data } from 'react-router';
import { LegalPageView } from '../../components/content/legal-page-view.tsx';
import { legalPages } from '../../content/legal.ts';
import { type TDictionaryPartHandle, useLocale } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { publicPageAt } from '../../lib/public-paths.ts';
import type { Route } from './+types/legal-page';

/** The page starts with the 'shell' part of the dictionary (locales/shell-dictionary.ts). */
export const handle: TDictionaryPartHandle = {
  dictionary: {
    tr: () => import('../../locales/shell-dictionary-tr.ts'),
    en: () => import('../../locales/shell-dictionary-en.ts'),
  },
};

export function loader({ request }: Route.LoaderArgs) {
  const key = publicPageAt(new URL(request.url).pathname);
  if (!key || !Object.hasOwn(legalPages, key)) throw data(null, { status: 404 });
  return { key: key as keyof typeof legalPages };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(legalPages[loaderData.key][locale].title, brand) }];
}

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  return <LegalPageView page={legalPages[loaderData.key][locale]} />;
}
