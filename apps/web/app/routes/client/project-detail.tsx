import { Anchor, Box, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { BriefSummary } from '../../features/client-offers/components/brief-summary.tsx';
import { ClientProjectShell } from '../../features/client-offers/components/client-project-shell.tsx';
import { OfferMetricCard } from '../../features/client-offers/components/offer-metric-card.tsx';
import { ProjectCard } from '../../features/projects/components/project-card.tsx';
import { translator, useT } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import type { Route } from './+types/project-detail';

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('clientOffers.detail.title'), brand) }];
}

/** /client/projects/:offerId/detail: the brief, its status and actions, its figures and the way to its offers. */
export default function ClientProjectDetail({ params }: Route.ComponentProps) {
  const t = useT();
  return (
    <ClientProjectShell offerKey={params.offerId} page="detail">
      {(offer) => (
        <Stack gap="lg">
          {/* The project lists' card: status, explanation and the actions the API allows. */}
          <Box component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            <ProjectCard offer={offer} linked={false} />
          </Box>
          <OfferMetricCard offerKey={offer.OfferKey} />
          <BriefSummary offer={offer} />
          {/* Issue 20 item 3: "would you recommend Brifa?" about this brief, at any time. */}
          <Anchor
            component={Link}
            to={`/brifa-nps-on-offer?offer=${encodeURIComponent(offer.OfferKey)}`}
            fw={600}
          >
            {t('nps.brifa.rateLink')}
          </Anchor>
        </Stack>
      )}
    </ClientProjectShell>
  );
}
