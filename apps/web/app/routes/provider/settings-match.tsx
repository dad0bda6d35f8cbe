import type { TMatchSettingsPage } from '@brifa/contracts';
import { Container } from '@mantine/core';
import { getMatchSettings } from '../../features/match-settings/api/get-match-settings.ts';
import { MatchSettingsPanel } from '../../features/match-settings/components/match-settings-panel.tsx';
import { translator } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { requestInfo } from '../../lib/request-context.server.ts';
import type { Route } from './+types/settings-match';

/** The first render comes with the settings; a failure is left to the client query (it shows and retries). */
export async function loader({ request }: Route.LoaderArgs) {
  const settings: TMatchSettingsPage | null = await getMatchSettings(requestInfo(request).api).catch(
    () => null,
  );
  return { settings };
}

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('matchSettings.title'), brand) }];
}

/** Agency match settings (/provider/settings/match). */
export default function ProviderSettingsMatchPage({ loaderData }: Route.ComponentProps) {
  return (
    <Container size="md" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <MatchSettingsPanel initial={loaderData.settings} />
    </Container>
  );
}
