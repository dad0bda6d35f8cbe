import { OpportunitiesPage } from '../../features/opportunities/components/opportunities-page.tsx';
import { PoolListView } from '../../features/opportunities/components/pool-list-view.tsx';
import { translator, useT } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import type { Route } from './+types/pool';

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('opportunities.tabs.pool'), brand) }];
}

/** /provider/pool: briefs open to every agency. */
export default function ProviderPool() {
  const t = useT();
  return (
    <OpportunitiesPage
      tab="pool"
      title={t('opportunities.tabs.pool')}
      subtitle={t('opportunities.pool.subtitle')}
    >
      <PoolListView />
    </OpportunitiesPage>
  );
}
