import type { TOpportunityPreferencesPage } from '@brifa/contracts';
import { Container } from '@mantine/core';
import { getOpportunityPreferences } from '../../features/match-settings/api/opportunity-preferences.ts';
import { OpportunityPreferencesPanel } from '../../features/match-settings/components/opportunity-preferences-panel.tsx';
import { translator } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { requestInfo } from '../../lib/request-context.server.ts';
import { throwRouteError } from '../../lib/route-error.ts';
import type { Route } from './+types/opportunity-preferences';

export async function loader({ request }: Route.LoaderArgs) {
  const preferences: TOpportunityPreferencesPage | null = await getOpportunityPreferences(
    requestInfo(request).api,
  ).catch(throwRouteError);
  return { preferences };
}

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('opportunityPreferences.title'), brand) }];
}

/** Agency opportunity preferences (/provider/opportunity-preferences). */
export default function ProviderOpportunityPreferencesPage({ loaderData }: Route.ComponentProps) {
  return (
    <Container size="md" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <OpportunityPreferencesPanel initial={loaderData.preferences} />
    </Container>
  );
}
