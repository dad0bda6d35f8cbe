import { OpportunitiesPage } from '../../features/opportunities/components/opportunities-page.tsx';
import { OpportunityListView } from '../../features/opportunities/components/opportunity-list-view.tsx';
import { translator, useT } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import type { Route } from './+types/projects';

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('opportunities.tabs.quotes'), brand) }];
}

/** /provider/projects: the opportunities the agency sent a quote for. */
export default function ProviderQuotes() {
  const t = useT();
  return (
    <OpportunitiesPage
      tab="quotes"
      title={t('opportunities.tabs.quotes')}
      subtitle={t('opportunities.quotes.subtitle')}
    >
      <OpportunityListView mode="quotes" />
    </OpportunitiesPage>
  );
}
