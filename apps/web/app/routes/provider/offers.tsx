import { OpportunitiesPage } from '../../features/opportunities/components/opportunities-page.tsx';
import { OpportunityListView } from '../../features/opportunities/components/opportunity-list-view.tsx';
import { translator, useT } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { useSessionUser } from '../../lib/use-session-user.ts';
import type { Route } from './+types/offers';

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('offers.title'), brand) }];
}

/**
 * The agency's home: its opportunities by folder. Before the first one it says what happens and what gets
 * an agency matched.
 */
export default function ProviderOffers() {
  const t = useT();
  const user = useSessionUser();
  return (
    <OpportunitiesPage
      tab="opportunities"
      title={user?.Provider?.CompanyNickName ?? t('offers.title')}
      subtitle={t('offers.subtitle')}
    >
      <OpportunityListView mode="opportunities" />
    </OpportunitiesPage>
  );
}
