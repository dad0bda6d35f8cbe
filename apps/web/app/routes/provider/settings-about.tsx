import type { TAboutSettingPage } from '@brifa/contracts';
import { Container } from '@mantine/core';
import { ProviderSettingsNav } from '../../components/provider-settings-nav.tsx';
import { getAboutSettings } from '../../features/profile-settings/api/about-settings.ts';
import { AboutSettingsPanel } from '../../features/profile-settings/components/about-settings-panel.tsx';
import { translator } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { requestInfo } from '../../lib/request-context.server.ts';
import { throwRouteError } from '../../lib/route-error.ts';
import type { Route } from './+types/settings-about';

export async function loader({ request }: Route.LoaderArgs) {
  const page: TAboutSettingPage | null = await getAboutSettings(requestInfo(request).api).catch(
    throwRouteError,
  );
  return { page };
}

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('profileSettings.title'), brand) }];
}

/** /provider/settings/about */
export default function ProviderSettingsAboutPage({ loaderData }: Route.ComponentProps) {
  return (
    <Container size="md" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <ProviderSettingsNav />
      <AboutSettingsPanel initial={loaderData.page} />
    </Container>
  );
}
