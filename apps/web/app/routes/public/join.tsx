import { MarketingPageView } from '../../components/content/marketing-page-view.tsx';
import { join } from '../../content/join.ts';
import { APP_PATHS } from '../../lib/app-paths.ts';
import { useLocale } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';

import type { Route } from './+types/join';

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  const page = join[locale];
  return [{ title: pageTitle(page.title, brand) }, { name: 'description', content: page.lead }];
}

export default function Page() {
  const locale = useLocale();
  return <MarketingPageView page={join[locale]} ctaTo={APP_PATHS.providerRegister} />;
}
