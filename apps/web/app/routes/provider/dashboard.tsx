import { agenciesEndpoints, type TSuggestion } from '@brifa/contracts';
import { Alert, Button, Container, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { loadAgencyNpsSummary } from '../../features/nps/api/nps.ts';
import { AgencyNpsCard } from '../../features/nps/components/agency-nps-card.tsx';
import { DashboardPanel } from '../../features/profile-level/components/dashboard-panel.tsx';
import { loadSuggestionCampaign } from '../../features/suggestions/api/suggestions.ts';
import { CampaignList } from '../../features/suggestions/components/campaign-list.tsx';
import { RoiTable } from '../../features/suggestions/components/roi-table.tsx';
import { SuggestionList } from '../../features/suggestions/components/suggestion-list.tsx';
import { callEndpoint } from '../../lib/api-client.ts';
import { translator, useT } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { requestInfo } from '../../lib/request-context.server.ts';
import type { Route } from './+types/dashboard';

/** The dashboard shows the most effective few; /provider/suggestions lists them all. */
const DASHBOARD_SUGGESTIONS = 3;

/**
 * The dashboard's suggestions leave out the missing profile tasks: the profile card above lists every one of
 * them with its points and a link, and a phone stacks the two cards, so each task would show twice.
 */
function dashboardSuggestions(suggestions: TSuggestion[]): TSuggestion[] {
  return suggestions
    .filter((suggestion) => suggestion.Kind !== 'profile_task')
    .slice(0, DASHBOARD_SUGGESTIONS);
}

export async function loader({ request }: Route.LoaderArgs) {
  const api = requestInfo(request).api;
  const [page, nps, suggestions] = await Promise.all([
    callEndpoint(api, agenciesEndpoints.getPageDashboard).catch(() => null),
    // Issue 20 item 3: the agency's agreement scores (a card of its own; the dashboard works without it).
    loadAgencyNpsSummary(api).catch(() => null),
    // Issue 21 item 6: suggestions, campaigns and the return on spend (the dashboard works without them).
    loadSuggestionCampaign(api).catch(() => null),
  ]);
  return { page, nps, suggestions };
}

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('dashboard.title'), brand) }];
}

/**
 * /provider/dashboard: profile level and completion tasks, the top suggestions, running campaigns, the return on
 * spend and the clients' satisfaction scores.
 */
export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { suggestions } = loaderData;
  const top = suggestions ? dashboardSuggestions(suggestions.Suggestions) : [];
  return (
    <Container size="lg" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        {loaderData.page ? (
          <DashboardPanel page={loaderData.page} />
        ) : (
          <Alert color="red">{t('dashboard.failed')}</Alert>
        )}
        {top.length > 0 ? (
          <Stack gap="sm" data-testid="dashboard-suggestions">
            <Group justify="space-between">
              <Title order={2} size="h4">
                {t('suggestions.title')}
              </Title>
              <Button component={Link} to="/provider/suggestions" variant="subtle" size="xs">
                {t('suggestions.all')}
              </Button>
            </Group>
            <SuggestionList suggestions={top} />
          </Stack>
        ) : null}
        {suggestions ? <CampaignList campaigns={suggestions.Campaigns} /> : null}
        {suggestions ? <RoiTable months={suggestions.Roi} /> : null}
        {loaderData.nps ? <AgencyNpsCard summary={loaderData.nps} /> : null}
      </Stack>
    </Container>
  );
}
