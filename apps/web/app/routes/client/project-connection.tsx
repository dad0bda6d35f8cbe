import { ClientProjectShell } from '../../features/client-offers/components/client-project-shell.tsx';
import { ConnectionView } from '../../features/messaging/components/connection-view.tsx';
import { translator } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import type { Route } from './+types/project-connection';

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('messaging.page.metaTitle'), brand) }];
}

/** /client/projects/:offerId/connection: the client's conversations with the project's agencies. */
export default function ClientProjectConnection({ params }: Route.ComponentProps) {
  return (
    <ClientProjectShell offerKey={params.offerId} page="connection">
      {(offer) => <ConnectionView side="client" offerKey={offer.OfferKey} />}
    </ClientProjectShell>
  );
}
