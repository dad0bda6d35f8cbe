import { OpportunityShell } from '../../features/opportunities/components/opportunity-shell.tsx';
import { ProviderFeedbackForm } from '../../features/opportunities/components/provider-feedback-form.tsx';
import { translator } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import type { Route } from './+types/project-feedback';

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('opportunities.feedback.pageTitle'), brand) }];
}

/** /provider/projects/:offerId/feedback: how it went with the client. */
export default function ProviderProjectFeedback({ params }: Route.ComponentProps) {
  return (
    <OpportunityShell offerKey={params.offerId} page="feedback">
      {(detail) => <ProviderFeedbackForm key={detail.Feedback?.UpdatedAt ?? 'new'} detail={detail} />}
    </OpportunityShell>
  );
}
