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

/**
 * The page's copy in the page's language only comes with the loader's data: the browser's scripts carry no copy
 * (every page in both languages would be about 14 kB compressed).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const key = publicPageAt(new URL(request.url).pathname);
  if (!key || !Object.hasOwn(PAGES, key)) throw data(null, { status: 404 });
  const { api, locale } = requestInfo(request);
  const page = PAGES[key as keyof typeof PAGES];
  // About quotes the marketplace's figures, counted by the API.
  const figures = key === 'about' ? await loadSiteFigures(api) : null;
  return { content: page.content[locale], cta: page.cta, figures };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { brand } = rootMeta(matches);
  const page = loaderData.content;
  return [{ title: pageTitle(page.title, brand) }, { name: 'description', content: page.lead }];
}

export default function MarketingPage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const ctaTo =
    loaderData.cta === 'brief'
      ? `${publicPath('home', locale)}${briefFlowSearch()}`
      : APP_PATHS.providerRegister;
  return <MarketingPageView page={loaderData.content} ctaTo={ctaTo} figures={loaderData.figures} />;
}
