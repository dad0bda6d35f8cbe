import { data } from 'react-router';
import { LegalPageView } from '../../components/content/legal-page-view.tsx';
import { legalPages } from '../../content/legal.ts';
import type { TDictionaryPartHandle } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { publicPageAt } from '../../lib/public-paths.ts';
import { requestInfo } from '../../lib/request-context.server.ts';
import type { Route } from './+types/legal-page';

/** The page starts with the 'shell' part of the dictionary (locales/shell-dictionary.ts). */
export const handle: TDictionaryPartHandle = {
  dictionary: {
    tr: () => import('../../locales/shell-dictionary-tr.ts'),
    en: () => import('../../locales/shell-dictionary-en.ts'),
  },
};

/** The page's text in the page's language only comes with the loader's data (the scripts carry no legal text). */
export function loader({ request }: Route.LoaderArgs) {
  const key = publicPageAt(new URL(request.url).pathname);
  if (!key || !Object.hasOwn(legalPages, key)) throw data(null, { status: 404 });
  return { page: legalPages[key as keyof typeof legalPages][requestInfo(request).locale] };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { brand } = rootMeta(matches);
  return [{ title: pageTitle(loaderData.page.title, brand) }];
}

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  return <LegalPageView page={loaderData.page} />;
}
