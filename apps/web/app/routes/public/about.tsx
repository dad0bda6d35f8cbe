import { MarketingPageView } from '../../components/content/marketing-page-view.tsx';
import { about } from '../../content/about.ts';

import { useLocale } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { publicPath } from '../../lib/public-paths.ts';
import type { Route } from './+types/about';

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  const page = about[locale];
  return [{ title: pageTitle(page.title, brand) }, { name: 'description', content: page.lead }];
}

export default function Page() {
  const locale = useLocale();
  return <MarketingPageView page={about[locale]} ctaTo={publicPath('home', locale) + '#categories'} />;
}
