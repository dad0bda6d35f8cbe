import { data } from 'react-router';
import { LegalPageView } from '../../components/content/legal-page-view.tsx';
import { legalPages } from '../../content/legal.ts';
import { useLocale } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { PUBLIC_PAGES } from '../../lib/public-paths.ts';
import type { Route } from './+types/legal-page';

type TLegalKey = keyof typeof legalPages;

function legalKeyFor(pathname: string): TLegalKey | undefined {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return (Object.keys(legalPages) as TLegalKey[]).find(
    (key) => PUBLIC_PAGES[key].tr === path || PUBLIC_PAGES[key].en === path,
  );
}

export function loader({ request }: Route.LoaderArgs) {
  const key = legalKeyFor(new URL(request.url).pathname);
  if (!key) throw data(null, { status: 404 });
  return { key };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(legalPages[loaderData.key][locale].title, brand) }];
}

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  return <LegalPageView page={legalPages[loaderData.key][locale]} />;
}
