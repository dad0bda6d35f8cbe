import { OpportunityDetailView } from '../../features/opportunities/components/opportunity-detail-view.tsx';
import { OpportunityShell } from '../../features/opportunities/components/opportunity-shell.tsx';
import { translator } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import type { Route } from './+types/project-detail';

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('opportunities.detail.title'), brand) }];
}

/** /provider/projects/:offerId/detail: the brief, the client (with access), access and decline. */
export default function ProviderProjectDetail({ params }: Route.ComponentProps) {
  return (
    <OpportunityShell offerKey={params.offerId} page="detail">
      {(detail) => <OpportunityDetailView detail={detail} />}
    </OpportunityShell>
  );
}
