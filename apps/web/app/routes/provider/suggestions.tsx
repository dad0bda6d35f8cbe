import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { loadSuggestionCampaign } from '../../features/suggestions/api/suggestions.ts';
import { CampaignList } from '../../features/suggestions/components/campaign-list.tsx';
import { SuggestionList } from '../../features/suggestions/components/suggestion-list.tsx';
import { translator, useT } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { requestInfo } from '../../lib/request-context.server.ts';
import type { Route } from './+types/suggestions';

export async function loader({ request }: Route.LoaderArgs) {
  const data = await loadSuggestionCampaign(requestInfo(request).api).catch(() => null);
  return { data };
}

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('suggestions.title'), brand) }];
}

/** /provider/suggestions: what would bring the agency more and better opportunities, and the running campaigns. */
export default function SuggestionsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { data } = loaderData;
  return (
    <Container size="md" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {t('suggestions.title')}
          </Title>
          <Text c="dimmed">{t('suggestions.intro')}</Text>
        </div>
        {data ? (
          <>
            <SuggestionList suggestions={data.Suggestions} />
            <CampaignList campaigns={data.Campaigns} />
          </>
        ) : (
          <Alert color="red">{t('suggestions.loadError')}</Alert>
        )}
      </Stack>
    </Container>
  );
}
