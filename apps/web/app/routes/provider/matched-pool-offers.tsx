import { OpportunitiesPage } from '../../features/opportunities/components/opportunities-page.tsx';
import { OpportunityListView } from '../../features/opportunities/components/opportunity-list-view.tsx';
import { translator, useT } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import type { Route } from './+types/matched-pool-offers';

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('opportunities.tabs.matchedPool'), brand) }];
}

/** /provider/matched-pool-offers: the pool briefs the agency contacted, with the opportunities' folders. */
export default function ProviderMatchedPoolOffers() {
  const t = useT();
  return (
    <OpportunitiesPage
      tab="matchedPool"
      title={t('opportunities.tabs.matchedPool')}
      subtitle={t('opportunities.matchedPool.subtitle')}
    >
      <OpportunityListView mode="matchedPool" />
    </OpportunitiesPage>
  );
}
