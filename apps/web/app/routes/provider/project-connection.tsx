import { ConnectionView } from '../../features/messaging/components/connection-view.tsx';
import { OpportunityShell } from '../../features/opportunities/components/opportunity-shell.tsx';
import { translator } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import type { Route } from './+types/project-connection';

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('messaging.page.metaTitle'), brand) }];
}

/** /provider/projects/:offerId/connection: the agency's conversation with the project's client. */
export default function ProviderProjectConnection({ params }: Route.ComponentProps) {
  return (
    <OpportunityShell offerKey={params.offerId} page="connection">
      {(detail) => (
        <ConnectionView
          side="provider"
          offerKey={params.offerId}
          matchId={detail.Match?.Id}
          hasAccess={detail.Match?.HasAccess ?? false}
        />
      )}
    </OpportunityShell>
  );
}
