import type { TCategory, TServiceList } from '@brifa/contracts';
import { catalogueEndpoints } from '@brifa/contracts';
import { Container } from '@mantine/core';
import { ProviderSettingsNav } from '../../components/provider-settings-nav.tsx';
import { getServices } from '../../features/profile-settings/api/services.ts';
import { ServicesPanel } from '../../features/profile-settings/components/services-panel.tsx';
import { callEndpoint } from '../../lib/api-client.ts';
import { translator } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { requestInfo } from '../../lib/request-context.server.ts';
import type { Route } from './+types/settings-services';

export async function loader({ request }: Route.LoaderArgs) {
  const { api } = requestInfo(request);
  const [list, categories] = await Promise.all([
    getServices(api).catch((): TServiceList | null => null),
    callEndpoint(api, catalogueEndpoints.categories).catch((): TCategory[] => []),
  ]);
  return { list, categories };
}

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('services.title'), brand) }];
}

/** /provider/settings/services */
export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  return (
    <Container size="md" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <ProviderSettingsNav />
      <ServicesPanel initial={loaderData.list} categories={loaderData.categories} />
    </Container>
  );
}
