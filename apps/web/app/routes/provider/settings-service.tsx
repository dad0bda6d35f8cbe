import type { TCategory, TService } from '@brifa/contracts';
import { catalogueEndpoints } from '@brifa/contracts';
import { Alert, Container } from '@mantine/core';
import { ProviderSettingsNav } from '../../components/provider-settings-nav.tsx';
import { getServices } from '../../features/profile-settings/api/services.ts';
import { ServiceEditor } from '../../features/profile-settings/components/services-panel.tsx';
import { callEndpoint } from '../../lib/api-client.ts';
import { translator, useT } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import { requestInfo } from '../../lib/request-context.server.ts';
import { throwRouteError } from '../../lib/route-error.ts';
import type { Route } from './+types/settings-service';

export async function loader({ request, params }: Route.LoaderArgs) {
  const { api } = requestInfo(request);
  const [list, categories] = await Promise.all([
    params.id ? getServices(api).catch(throwRouteError) : Promise.resolve(null),
    callEndpoint(api, catalogueEndpoints.categories).catch((): TCategory[] => []),
  ]);
  const service: TService | null = list?.Items.find((item) => item.Id === Number(params.id)) ?? null;
  return { service, isNew: !params.id, categories };
}

export function meta({ matches, data }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [
    {
      title: pageTitle(
        translator(locale)(data?.isNew ? 'services.editor.new' : 'services.editor.edit'),
        brand,
      ),
    },
  ];
}

/** /provider/settings/services/new and /provider/settings/services/{id} */
export default function ServicePage({ loaderData, params }: Route.ComponentProps) {
  const t = useT();
  return (
    <Container size="md" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <ProviderSettingsNav />
      {!loaderData.isNew && !loaderData.service ? (
        <Alert color="yellow">{t('services.notFound')}</Alert>
      ) : (
        <ServiceEditor
          key={params.id ?? 'new'}
          service={loaderData.service}
          categories={loaderData.categories}
        />
      )}
    </Container>
  );
}
