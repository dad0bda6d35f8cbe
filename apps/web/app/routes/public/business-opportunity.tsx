import { Alert, Container } from '@mantine/core';
import { BusinessOpportunityView } from '../../features/opportunities/components/business-opportunity-view.tsx';
import { translator, useT } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import type { Route } from './+types/business-opportunity';

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [
    { title: pageTitle(translator(locale)('opportunities.invitation.pageTitle'), brand) },
    // The link is personal (it carries the invited agency's e-mail): keep it out of search engines.
    { name: 'robots', content: 'noindex, nofollow' },
    { name: 'referrer', content: 'no-referrer' },
  ];
}

/** /business-opportunity/:id: the e-mailed invitation for an agency that is not on Brifa yet. */
export default function BusinessOpportunityPage({ params }: Route.ComponentProps) {
  const t = useT();
  if (!params.id) {
    return (
      <Container size="sm" py={{ base: 'lg', md: 40 }}>
        <Alert color="yellow" role="alert" title={t('opportunities.invitation.invalidTitle')}>
          {t('opportunities.invitation.missing')}
        </Alert>
      </Container>
    );
  }
  return <BusinessOpportunityView key={params.id} invitationKey={params.id} />;
}
