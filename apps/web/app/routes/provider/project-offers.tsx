import { OpportunityShell } from '../../features/opportunities/components/opportunity-shell.tsx';
import { QuoteView } from '../../features/opportunities/components/quote-form.tsx';
import { translator } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import type { Route } from './+types/project-offers';

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('brief.quote.title'), brand) }];
}

/** /provider/projects/:offerId/offers: the agency's quote for the brief. */
export default function ProviderProjectOffers({ params }: Route.ComponentProps) {
  return (
    <OpportunityShell offerKey={params.offerId} page="offers">
      {(detail) => <QuoteView detail={detail} />}
    </OpportunityShell>
  );
}
