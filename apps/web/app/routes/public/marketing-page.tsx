import { data } from 'react-router';
import { MarketingPageView } from '../../components/content/marketing-page-view.tsx';
import { about } from '../../content/about.ts';
import { howItWorks } from '../../content/how-it-works.ts';
import { join } from '../../content/join.ts';
import { APP_PATHS } from '../../lib/app-paths.ts';
import { briefFlowSearch } from '../../lib/brief-flow-link.ts';
import { type TDictionaryPartHandle, useLocale } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { publicPageAt, publicPath } from '../../lib/public-paths.ts';
import { requestInfo } from '../../lib/request-context.server.ts';
import { loadSiteFigures } from '../../lib/site-figures.ts';
import type { Route } from './+types/marketing-page';

/** How it works, about and join: one view, copy from app/content, each with its own call to action. */
const PAGES = {
  howItWorks: { content: howItWorks, cta: 'brief' },
  about: { content: about, cta: 'brief' },
  join: { content: join, cta: 'agencyRegister' },
} as const;

/** The page starts with the 'shell' part of the dictionary (locales/shell-dictionary.ts). */
export const handle: TDictionaryPartHandle = {
  dictionary: {
    tr: () => import('../../locales/shell-dictionary-tr.ts'),
    en: () => import('../../locales/shell-dictionary-en.ts'),
  },
};

export async function loader({ request }: Route.LoaderArgs) {
  const key = publicPageAt(new URL(request.url).pathname);
  if (!key || !Object.hasOwn(PAGES, key)) throw data(null, { status: 404 });
  // About quotes the marketplace's figures, counted by the API.
  const figures = key === 'about' ? await loadSiteFigures(requestInfo(request).api) : null;
  return { key: key as keyof typeof PAGES, figures };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  const page = PAGES[loaderData.key].content[locale];
  return [{ title: pageTitle(page.title, brand) }, { name: 'description', content: page.lead }];
}

export default function MarketingPage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const page = PAGES[loaderData.key];
  const ctaTo =
    page.cta === 'brief' ? `${publicPath('home', locale)}${briefFlowSearch()}` : APP_PATHS.providerRegister;
  return <MarketingPageView page={page.content[locale]} ctaTo={ctaTo} figures={loaderData.figures} />;
}
