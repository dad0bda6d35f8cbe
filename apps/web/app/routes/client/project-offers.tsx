import { Stack } from '@mantine/core';
import { ClientAgreementCard } from '../../features/agreements/components/client-agreement-card.tsx';
import { ClientOffersView } from '../../features/client-offers/components/client-offers-view.tsx';
import { ClientProjectShell } from '../../features/client-offers/components/client-project-shell.tsx';
import { translator } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import type { Route } from './+types/project-offers';

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('clientOffers.offers.pageTitle'), brand) }];
}

/** /client/projects/:offerId/offers: the agencies matched to the brief, their offers and the client's choices. */
export default function ClientProjectOffers({ params }: Route.ComponentProps) {
  return (
    <ClientProjectShell offerKey={params.offerId} page="offers">
      {(offer) => (
        <Stack gap="md">
          <ClientAgreementCard offerKey={offer.OfferKey} />
          <ClientOffersView offerKey={offer.OfferKey} />
        </Stack>
      )}
    </ClientProjectShell>
  );
}
