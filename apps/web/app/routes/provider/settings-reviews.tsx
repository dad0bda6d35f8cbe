import { Container } from '@mantine/core';
import { ProviderSettingsNav } from '../../components/provider-settings-nav.tsx';
import { AgencyReviewsPanel } from '../../features/reviews/components/agency-reviews-panel.tsx';
import { translator } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import type { Route } from './+types/settings-reviews';

export function loader({ request }: Route.LoaderArgs) {
  return { origin: new URL(request.url).origin };
}

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('reviews.settings.title'), brand) }];
}

/** /provider/settings/reviews: the agency's reviews, replies and the link to ask for more. */
export default function ProviderReviewsPage({ loaderData }: Route.ComponentProps) {
  return (
    <Container size="md" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <ProviderSettingsNav />
      <AgencyReviewsPanel origin={loaderData.origin} />
    </Container>
  );
}
