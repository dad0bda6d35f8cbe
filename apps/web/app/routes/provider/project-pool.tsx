import { PoolDetailView } from '../../features/opportunities/components/pool-detail-view.tsx';
import { translator } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import type { Route } from './+types/project-pool';

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('opportunities.pool.detailTitle'), brand) }];
}

/** /provider/projects/:offerId/pool: a pool brief and the way to contact its client. */
export default function ProviderProjectPool({ params }: Route.ComponentProps) {
  return <PoolDetailView offerKey={params.offerId} />;
}
